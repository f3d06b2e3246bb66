import { paths } from '../../config/routes';
import { useT } from '../../i18n';
import { plansMessages } from '../../i18n/namespaces/plans';
import { PlanChooser } from './PlanChooser';

export default function UpgradeAccountPage() {
  const t = useT(plansMessages);
  return (
    <PlanChooser
      title={t('upgrade.title')}
      intro={t('upgrade.intro')}
      action={{ label: t('upgrade.action'), to: paths.deposit }}
    />
  );
}
