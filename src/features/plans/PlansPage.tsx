import { paths } from '../../config/routes';
import { useT } from '../../i18n';
import { plansMessages } from '../../i18n/namespaces/plans';
import { PlanChooser } from './PlanChooser';

export default function PlansPage() {
  const t = useT(plansMessages);
  return (
    <PlanChooser
      title={t('plans.title')}
      intro={t('plans.intro')}
      action={{ label: t('plans.action'), to: paths.signIn }}
    />
  );
}
