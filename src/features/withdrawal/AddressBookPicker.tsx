import type { SavedAddress } from '../../api/types';
import { NativeSelectField } from '../../components/form/NativeSelectField';
import { useIntlLocale, useT } from '../../i18n';
import { withdrawalMessages } from '../../i18n/namespaces/withdrawal';
import { addressesForAsset, isUsable, usabilityText } from './savedAddresses';

interface AddressBookPickerProps {
  /** Every saved address of the account; the picker offers those of `asset`. */
  addresses: readonly SavedAddress[];
  /** Undefined until chosen (final-form leaves an untouched or emptied field undefined). */
  asset: string | undefined;
  /** The wallet address field's text: the picker shows the saved entry it matches. */
  walletAddress: string | undefined;
  onPick: (address: string) => void;
}

/**
 * The withdrawal form's "Saved address" choice: fills the wallet address with one of the saved
 * addresses for the chosen asset. One still in its waiting period is listed, with when it
 * becomes usable, but cannot be chosen — the server would refuse it.
 */
export function AddressBookPicker({
  addresses,
  asset,
  walletAddress,
  onPick,
}: AddressBookPickerProps) {
  const t = useT(withdrawalMessages);
  const locale = useIntlLocale();
  const now = Date.now();
  const forAsset = asset ? addressesForAsset(addresses, asset) : [];
  const chosen = forAsset.find((saved) => saved.address === (walletAddress ?? '').trim());
  let helperText: string | undefined;
  if (!asset) helperText = t('picker.chooseAsset');
  else if (forAsset.length === 0) helperText = t('picker.none', { asset });

  return (
    <NativeSelectField
      label={t('picker.label')}
      value={chosen?.id ?? ''}
      onChange={(event) => {
        const picked = forAsset.find((saved) => saved.id === event.target.value);
        if (picked) onPick(picked.address);
      }}
      disabled={forAsset.length === 0}
      helperText={helperText}
      // The helper says how to enable the field, so it stays legible (WCAG 1.4.3) while the
      // field itself is greyed out: MUI's disabled grey is 2.7:1 on the page background.
      slotProps={{ formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } } }}
      fullWidth
    >
      {forAsset.map((saved) => (
        <option key={saved.id} value={saved.id} disabled={!isUsable(saved, now)}>
          {`${saved.label} — ${saved.address} (${usabilityText(saved, now, t, locale)})`}
        </option>
      ))}
    </NativeSelectField>
  );
}
