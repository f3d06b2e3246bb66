export { defineNamespace, loadLanguage, type Namespace } from './catalogue';
export { changeLanguage, useIntlLocale, useLanguage } from './language';
export {
  DEFAULT_LANGUAGE,
  INTL_LOCALES,
  LANGUAGE_NAMES,
  LANGUAGES,
  isLanguage,
  type Language,
} from './languages';
export { LANGUAGE_STORAGE_KEY, currentLanguage } from './languageStore';
export {
  MessageText,
  englishText,
  loadMessageFormatter,
  isMessageRef,
  messageRef,
  useT,
  type MessageRef,
  type MessageValues,
  type RichValues,
  type Translate,
} from './translate';
