import { styled } from '@mui/material/styles';
import { VisuallyHidden } from './VisuallyHidden';
import { useAmountsHidden } from '../hooks/useAmountsHidden';
import { useIntlLocale, useT } from '../i18n';
import { componentsMessages } from '../i18n/namespaces/components';
import { formatMoney, MASKED_AMOUNT } from '../lib/money';

interface MoneyProps {
  amount: number;
  /** The user's currency symbol or code; `$` when missing (SPEC §0.1). */
  currency?: string | null;
  /** A colour that carries meaning (a loss in red); the mask keeps it, it tells no figure. */
  color?: string;
}

/**
 * Tabular digits keep columns of figures aligned. A plain styled span rather than a Box: a
 * history page shows 25–50 amounts, and a Box sorts every prop into styles on each render; the
 * colour, rarely given, still goes through `sx` so it can name a palette colour ('error.main').
 */
const Figure = styled('span')({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

const colored = (color: string | undefined) => (color ? { color } : undefined);

/**
 * What stands in for a figure while Hide amounts is on: four dots for the eye and the word
 * "hidden" for a screen reader (which would otherwise read "bullet" four times). The real
 * figure is not rendered at all, so it is in neither the page text nor the DOM.
 */
export function MaskedAmount({ color }: { color?: string }) {
  const t = useT(componentsMessages);
  return (
    <Figure sx={colored(color)}>
      <span aria-hidden="true">{MASKED_AMOUNT}</span>
      <VisuallyHidden>{t('money.hidden')}</VisuallyHidden>
    </Figure>
  );
}

/**
 * An amount of the user's exactly as the server reported it, in the user's currency and to its
 * minor unit, written the way the chosen language writes money ($5,000.00 in English,
 * 5.000,00 $ in German), or the mask while Hide amounts is on.
 */
export function Money({ amount, currency, color }: MoneyProps) {
  const hidden = useAmountsHidden();
  const locale = useIntlLocale();
  // An amount the server sent as something else is not shown as "$NaN", masked or not: the
  // widget's boundary says it could not be read (SPEC §12.0).
  if (typeof amount !== 'number' || !Number.isFinite(amount)) {
    throw new TypeError(`Not an amount: ${JSON.stringify(amount)}`);
  }
  if (hidden) return <MaskedAmount color={color} />;
  return <Figure sx={colored(color)}>{formatMoney(amount, currency, locale)}</Figure>;
}
