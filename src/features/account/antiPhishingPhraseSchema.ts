import { object, string } from 'yup';
import { ANTI_PHISHING_PHRASE_MAX_LENGTH, ANTI_PHISHING_PHRASE_MIN_LENGTH } from '../../api/types';
import { messageRef, type MessageValues } from '../../i18n';
import { accountLockMessages, type AccountLockKey } from '../../i18n/namespaces/accountLock';
import { validateWith } from '../../lib/schemaValidation';

/** A MessageRef as yup's message: yup takes an indexable object, which an interface is not. */
const message = (key: AccountLockKey, values?: MessageValues) => ({
  ...messageRef(accountLockMessages, key, values),
});

/** The phrase as the server checks it: trimmed, 3 to 40 characters. */
export const antiPhishingPhraseSchema = object({
  phrase: string()
    .trim()
    .required(message('phrase.required'))
    .min(
      ANTI_PHISHING_PHRASE_MIN_LENGTH,
      message('phrase.tooShort', { min: ANTI_PHISHING_PHRASE_MIN_LENGTH }),
    )
    .max(
      ANTI_PHISHING_PHRASE_MAX_LENGTH,
      message('phrase.tooLong', { max: ANTI_PHISHING_PHRASE_MAX_LENGTH }),
    ),
});

export interface AntiPhishingPhraseValues {
  phrase: string;
}

/** Fetched as the phrase form first validates (AntiPhishingPhraseForm). */
export const validateAntiPhishingPhrase =
  validateWith<AntiPhishingPhraseValues>(antiPhishingPhraseSchema);
