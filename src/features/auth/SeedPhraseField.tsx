import { Field } from 'react-final-form';
import { TextFieldAdapter } from '../../components/form/TextFieldAdapter';

/**
 * The seed phrase as typed back by its owner (reset password, unlock): words the browser must
 * neither remember, capitalize nor mark as misspelled.
 */
export function SeedPhraseField({ label, placeholder }: { label: string; placeholder: string }) {
  return (
    <Field
      name="seedPhrase"
      component={TextFieldAdapter}
      label={label}
      placeholder={placeholder}
      autoComplete="off"
      slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false } }}
    />
  );
}
