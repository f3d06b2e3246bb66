import Grid from '@mui/material/Grid';
import { PlanCard, type PlanAction } from './PlanCard';
import { PLANS } from './plans';

/** The four plan cards side by side on desktop, two by two on tablets. */
export function PlanGrid({
  action,
  headingLevel,
}: {
  action: PlanAction;
  headingLevel?: 'h2' | 'h3';
}) {
  return (
    <Grid container spacing={3}>
      {PLANS.map((plan) => (
        <Grid key={plan.planName} size={{ xs: 12, sm: 6, lg: 3 }}>
          <PlanCard plan={plan} action={action} headingLevel={headingLevel} />
        </Grid>
      ))}
    </Grid>
  );
}
