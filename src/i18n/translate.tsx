import { createElement, Fragment, use, useMemo, type ReactNode } from 'react';
import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';
import { loadMessages, type CompiledMessage, type Messages, type Namespace } from './catalogue';
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

/**
 * FormatJS's IntlMessageFormat — the formatter inside react-intl, without react-intl's
 * provider and its dozen other formatters (8 kB gzip against this one's 3 kB; home's first
 * render may grow by 3 kB in all). One per compiled message and language, built on first use.
 */
const formats = new Map<Language, WeakMap<CompiledMessage, IntlMessageFormat>>();

function formatFor(message: CompiledMessage, language: Language): IntlMessageFormat {
  let byMessage = formats.get(language);
  if (!byMessage) {
    byMessage = new WeakMap();
    formats.set(language, byMessage);
  }
  let format = byMessage.get(message);
  if (!format) {
    format = new IntlMessageFormat(message, INTL_LOCALES[language]);
    byMessage.set(message, format);
  }
  return format;
}

/** The message, or the key itself if the catalogue lacks it (the catalogue test forbids that). */
function compiled(messages: Messages, key: string): string | CompiledMessage {
  return messages[key] ?? key;
}

/** Plain text as it is (compiled at build time); the rest through IntlMessageFormat. */
function format(
  messages: Messages,
  language: Language,
  key: string,
  values?: MessageValues,
): string {
  const message = compiled(messages, key);
  if (typeof message === 'string') return message;
  return String(formatFor(message, language).format(values as Record<string, PrimitiveType>));
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

/**
 * A message in English where no component is at hand and English is what is wanted (a record
 * kept for support, a test's expectation). What users read goes through useT or MessageText.
 */
export function englishText<Key extends string>(
  namespace: Namespace<Key>,
  key: Key,
  values?: MessageValues,
): string {
  return format(namespace.en as Messages, 'en', key, values);
}

export function useT<Key extends string>(namespace: Namespace<Key>): Translate<Key> {
  const language = useLanguage();
  const messages = useMessages(namespace, language);
  return useMemo(() => {
    const t = (key: Key, values?: MessageValues): string => format(messages, language, key, values);
    t.rich = (key: Key, values: RichValues): ReactNode => {
      const message = compiled(messages, key);
      if (typeof message === 'string') return message;
      // IntlMessageFormat's value types are generic over the output; these values make React
      // nodes, and the result is text or a list of text and nodes.
      const parts = formatFor(message, language).format(values as never) as ReactNode;
      // Spread as children, the parts need no keys.
      return Array.isArray(parts) ? createElement(Fragment, null, ...parts) : parts;
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
