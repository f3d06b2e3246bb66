import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { useIntlLocale } from './language';

/**
 * react-intl's provider for the chosen locale: its hooks (useIntl's formatNumber, formatDate…)
 * format for it. Messages come per namespace through useT, so this one carries none.
 */
export function I18nProvider({ children }: { children: ReactNode }) {
  const locale = useIntlLocale();
  return (
    <IntlProvider locale={locale} defaultLocale="en-US" messages={{}}>
      {children}
    </IntlProvider>
  );
}
