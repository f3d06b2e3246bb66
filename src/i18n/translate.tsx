import { use, useMemo, type ReactNode } from 'react';
import { createIntl, createIntlCache, type IntlShape, type MessageFormatElement } from 'react-intl';
import { loadMessages, type Messages, type Namespace } from './catalogue';
import { useLanguage } from './language';
import { INTL_LOCALES, type Language } from './languages';

/** What a message's `{placeholders}` take. */
export type MessageValues = Record<string, string | number | Date | null | undefined>;
/** Rich messages also take tags: `<link>Terms</link>` with `link: (chunks) => <Link>…`. */
export type RichValues = Record<
  string,
  string | number | Date | ReactNode | ((chunks: ReactNode[]) => ReactNode)
>;

export interface Translate<Key extends string> {
  (key: Key, values?: MessageValues): string;
  /** For messages with markup (links, emphasis) inside the sentence: never concatenate. */
  rich(key: Key, values: RichValues): ReactNode;
}

// Formatters built for one language serve every namespace in it.
const cache = createIntlCache();
const intls = new WeakMap<Messages, IntlShape>();

/** The messages react-intl formats: plain text never reaches it (see useT). */
function compiledOnly(messages: Messages): Record<string, MessageFormatElement[]> {
  const compiled: Record<string, MessageFormatElement[]> = {};
  for (const [key, message] of Object.entries(messages)) {
    if (typeof message !== 'string') compiled[key] = message;
  }
  return compiled;
}

function intlFor(language: Language, messages: Messages): IntlShape {
  let intl = intls.get(messages);
  if (!intl) {
    intl = createIntl(
      { locale: INTL_LOCALES[language], defaultLocale: 'en-US', messages: compiledOnly(messages) },
      cache,
    );
    intls.set(messages, intl);
  }
  return intl;
}

/**
 * The messages of `namespace` in the chosen language. English is in the code; another language
 * suspends the first time its namespace is needed (the nearest Suspense shows the page's
 * loader while the catalogue downloads — real work), then renders at once.
 */
function useMessages(namespace: Namespace, language: Language): Messages {
  // Always through use(), settled or not, so the hooks after it run in the same mode on the
  // render that follows a suspension.
  return use(loadMessages(namespace, language));
}

/** Formats one message: plain text as it is, compiled messages through react-intl. */
function format(intl: IntlShape, messages: Messages, key: string, values?: MessageValues): string {
  const message = messages[key];
  return typeof message === 'string' ? message : intl.formatMessage({ id: key }, values);
}

/**
 * A message in English where no component is at hand and English is what is wanted (a record
 * kept for support, a test's expectation). What users read goes through useT or MessageText.
 */
export function englishText<Key extends string>(
  namespace: Namespace<Key>,
  key: Key,
  values?: MessageValues,
): string {
  const messages = namespace.en as Messages;
  return format(intlFor('en', messages), messages, key, values);
}

export function useT<Key extends string>(namespace: Namespace<Key>): Translate<Key> {
  const language = useLanguage();
  const messages = useMessages(namespace, language);
  return useMemo(() => {
    const intl = intlFor(language, messages);
    // Plain text needs no formatting; the rest goes through react-intl's compiled-message path.
    const t = (key: Key, values?: MessageValues): string => format(intl, messages, key, values);
    t.rich = (key: Key, values: RichValues): ReactNode => {
      const message = messages[key];
      if (typeof message === 'string') return message;
      // react-intl types rich values loosely; the RichValues shape is what it accepts.
      return intl.formatMessage({ id: key }, values as Parameters<IntlShape['formatMessage']>[1]);
    };
    return t;
  }, [language, messages]);
}

/**
 * A message named where no component is at hand (a yup schema, a slice, a route table), turned
 * into text where it is shown, in the language chosen then. A type, not an interface: yup takes
 * an object message only if it fits `Record<PropertyKey, unknown>`, which an interface does not.
 */
export type MessageRef = {
  readonly namespace: Namespace;
  readonly key: string;
  readonly values?: MessageValues;
};

export function messageRef<Key extends string>(
  namespace: Namespace<Key>,
  key: Key,
  values?: MessageValues,
): MessageRef {
  return { namespace, key, values };
}

export function isMessageRef(value: unknown): value is MessageRef {
  return typeof value === 'object' && value !== null && 'namespace' in value && 'key' in value;
}

/** Shows a message reference (or text that needs no translation, such as a server message). */
export function MessageText({ message }: { message: MessageRef | string }) {
  if (typeof message === 'string') return message;
  return <RefText message={message} />;
}

function RefText({ message }: { message: MessageRef }) {
  const t = useT(message.namespace);
  return t(message.key, message.values);
}
