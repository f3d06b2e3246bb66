import {
  feePromises,
  feeSchedule,
  feeScheduleHeading,
  planPricesSection,
  pricesIntro,
} from '../../content/prices';
import { formatPlanPrice, PLANS } from '../plans';
import { CheckList } from './components/CheckList';
import { DataTable } from './components/DataTable';
import { PageIntroHeader } from './components/PageIntroHeader';
import { PageSection } from './components/PageSection';

export default function PricesPage() {
  return (
    <>
      <PageIntroHeader intro={pricesIntro} />
      <PageSection id="plan-prices" heading={planPricesSection.heading}>
        <DataTable
          labelledBy="plan-prices-heading"
          caption={planPricesSection.caption}
          columns={['Plan', 'Price range', 'Positions', 'Includes']}
          rows={PLANS.map((plan) => [
            plan.planName,
            formatPlanPrice(plan),
            String(plan.positions),
            plan.features.join(', '),
          ])}
        />
      </PageSection>
      <PageSection id="fee-schedule" heading={feeScheduleHeading} tone="paper">
        <DataTable
          labelledBy="fee-schedule-heading"
          columns={['Service', 'Fee', 'How it works']}
          rows={feeSchedule.map((row) => [row.item, row.fee, row.details])}
        />
      </PageSection>
      <PageSection id="fee-promises" heading={feePromises.heading}>
        <CheckList items={feePromises.points} />
      </PageSection>
    </>
  );
}
