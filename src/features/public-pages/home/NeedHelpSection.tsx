import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/routes';
import { needHelp } from '../../../content/homeMore';
import { PageSection } from '../components/PageSection';

export function NeedHelpSection() {
  return (
    <PageSection id="need-help" heading={needHelp.heading} lead={needHelp.lead}>
      <Stack direction="row" spacing={2}>
        <Button component={RouterLink} to={paths.helpCenter} variant="outlined" size="large">
          {needHelp.action}
        </Button>
        <Button component={RouterLink} to={paths.contact} size="large">
          Contact us
        </Button>
      </Stack>
    </PageSection>
  );
}
