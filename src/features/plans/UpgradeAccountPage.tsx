import { paths } from '../../config/routes';
import { PlanChooser } from './PlanChooser';

export default function UpgradeAccountPage() {
  return (
    <PlanChooser
      title="Upgrade Account"
      intro={
        'Choose a plan and deposit an amount within its price range. Your plan is updated once ' +
        'the deposit is confirmed; your current plan is shown on your account page.'
      }
      action={{ label: 'Upgrade Plan', to: paths.deposit }}
    />
  );
}
