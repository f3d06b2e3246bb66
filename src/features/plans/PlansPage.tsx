import { paths } from '../../config/routes';
import { PlanChooser } from './PlanChooser';

export default function PlansPage() {
  return (
    <PlanChooser
      title="Plans"
      intro={
        'Four plans by investment size. Each includes an automated trading bot; larger plans ' +
        'allow more open positions. Sign in to choose one — you move to a plan by depositing an ' +
        'amount within its price range.'
      }
      action={{ label: 'Purchase Plan', to: paths.signIn }}
    />
  );
}
