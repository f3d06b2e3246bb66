import { config } from '../../config/config';
import { feePromises, feeRows } from '../../content/prices';
import { useIntlLocale, useT } from '../../i18n';
import { pricesMessages } from '../../i18n/namespaces/prices';
import { formatMoney } from '../../lib/money';
import { PLANS } from '../plans';
import { CheckList } from './components/CheckList';
import { DataTable } from './components/DataTable';
import { PageIntroHeader } from './components/PageIntroHeader';
import { PageSection } from './components/PageSection';

/** Plans are priced in US dollars (features/plans). */
const PLAN_CURRENCY = 'USD';

export default function PricesPage() {
  const t = useT(pricesMessages);
  const locale = useIntlLocale();
  const money = (amount: number) => formatMoney(amount, PLAN_CURRENCY, locale);
  return (
    <>
      <PageIntroHeader intro={{ title: t('intro.title'), lead: t('intro.lead') }} />
      <PageSection id="plan-prices" heading={t('plans.heading')}>
        <DataTable
          labelledBy="plan-prices-heading"
          caption={t('plans.caption')}
          columns={[
            t('plans.column.plan'),
            t('plans.column.range'),
            t('plans.column.positions'),
            t('plans.column.includes'),
          ]}
          rows={PLANS.map((plan) => [
            plan.planName,
            t('plans.range', { min: money(plan.priceRange.min), max: money(plan.priceRange.max) }),
            new Intl.NumberFormat(locale).format(plan.positions),
            plan.features.join(', '),
          ])}
        />
      </PageSection>
      <PageSection id="fee-schedule" heading={t('fees.heading')} tone="paper">
        <DataTable
          labelledBy="fee-schedule-heading"
          columns={[t('fees.column.service'), t('fees.column.fee'), t('fees.column.details')]}
          rows={feeRows.map((row) => [
            t(`fees.${row}.item`),
            t(`fees.${row}.fee`, { productName: config.productName }),
            t(`fees.${row}.details`),
          ])}
        />
      </PageSection>
      <PageSection id="fee-promises" heading={t('promises.heading')}>
        <CheckList items={feePromises.map((promise) => t(`promises.${promise}`))} />
      </PageSection>
    </>
  );
}
