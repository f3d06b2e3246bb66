import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import CheckIcon from '../../components/icons/Check';
import { Link as RouterLink } from 'react-router-dom';
import { useIntlLocale, useT } from '../../i18n';
import { plansMessages } from '../../i18n/namespaces/plans';
import { PLAN_FEATURE_KEYS, type Plan } from './plans';
import { formatPlanPrice } from './planPrice';

export interface PlanAction {
  label: string;
  to: string;
}

interface PlanCardProps {
  plan: Plan;
  /** What the card's button does: purchase (visitors) or upgrade (signed-in users). */
  action: PlanAction;
  /** The heading level that fits the page the card sits in. */
  headingLevel?: 'h2' | 'h3';
}

/** One plan: name, price range, what it includes, and one call to action. */
export function PlanCard({ plan, action, headingLevel = 'h2' }: PlanCardProps) {
  const t = useT(plansMessages);
  const locale = useIntlLocale();
  const includes = [
    t('card.positions', { count: plan.positions }),
    ...plan.features.map((feature) => t(PLAN_FEATURE_KEYS[feature])),
  ];
  const headingId = `plan-${plan.planName.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}`;
  return (
    <Card
      component="article"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography id={headingId} variant="h3" component={headingLevel} gutterBottom>
          {plan.planName}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('card.price')}
        </Typography>
        <Typography sx={{ fontSize: '1.5rem', fontWeight: 700, mb: 1 }}>
          {formatPlanPrice(plan, locale)}
        </Typography>
        <List dense disablePadding>
          {includes.map((feature) => (
            <ListItem key={feature} disableGutters>
              <ListItemIcon sx={{ minWidth: 32 }}>
                <CheckIcon fontSize="small" color="success" aria-hidden />
              </ListItemIcon>
              <ListItemText primary={feature} />
            </ListItem>
          ))}
        </List>
      </CardContent>
      <CardActions sx={{ p: 2, pt: 0 }}>
        <Button
          component={RouterLink}
          to={action.to}
          variant="contained"
          fullWidth
          aria-describedby={headingId}
        >
          {action.label}
        </Button>
      </CardActions>
    </Card>
  );
}
