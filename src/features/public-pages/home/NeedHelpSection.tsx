import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/routes';
import { useT } from '../../../i18n';
import { homeMoreMessages } from '../../../i18n/namespaces/homeMore';
import { PageSection } from '../components/PageSection';

export function NeedHelpSection() {
  const t = useT(homeMoreMessages);
  return (
    <PageSection id="need-help" heading={t('needHelp.heading')} lead={t('needHelp.lead')}>
      <Stack direction="row" spacing={2}>
        <Button component={RouterLink} to={paths.helpCenter} variant="outlined" size="large">
          {t('needHelp.helpCenter')}
        </Button>
        <Button component={RouterLink} to={paths.contact} size="large">
          {t('needHelp.contact')}
        </Button>
      </Stack>
    </PageSection>
  );
}
