import { createElement, Fragment, useMemo, type ReactNode } from 'react';
import type { ArgumentElement, LiteralElement } from '@formatjs/icu-messageformat-parser';
import type { IntlMessageFormat } from 'intl-messageformat';
import {
  downloadOnce,
  loadMessages,
  type CompiledMessage,
  type Messages,
  type Namespace,
  type TrackedPromise,
} from './catalogue';
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

type Formatter = typeof IntlMessageFormat;

/**
 * FormatJS's IntlMessageFormat (the formatter inside react-intl) formats plurals, selects,
 * styled numbers and tags. It is 3 kB gzip and home's first render may grow by 3 kB in all, so
 * it is fetched only for a namespace that has such a message (and after the first paint, see
 * src/index.tsx); text and plain `{placeholders}` are filled in here.
 */
const formatterDownload = new Map<'formatter', TrackedPromise<Formatter>>();
let formatter: Formatter | undefined;

export function loadMessageFormatter(): TrackedPromise<Formatter> {
  return downloadOnce(formatterDownload, 'formatter', async () => {
    const module = await import(/* webpackChunkName: "message-format" */ 'intl-messageformat');
    formatter = module.IntlMessageFormat;
    return formatter;
  });
}

// The element kinds of FormatJS's syntax tree that need no formatter (its TYPE enum's values;
// the enum itself lives in the parser the bundle leaves out).
const LITERAL = 0 as LiteralElement['type'];
const ARGUMENT = 1 as ArgumentElement['type'];

/** Only literal text and `{name}` placeholders: no formatter needed. */
function isPlain(message: CompiledMessage): message is (LiteralElement | ArgumentElement)[] {
  return message.every((element) => element.type === LITERAL || element.type === ARGUMENT);
}

const formatterNeeds = new WeakMap<Messages, boolean>();

function needsFormatter(messages: Messages): boolean {
  let needs = formatterNeeds.get(messages);
  if (needs === undefined) {
    needs = Object.values(messages).some(
      (message) => typeof message !== 'string' && !isPlain(message),
    );
    formatterNeeds.set(messages, needs);
  }
  return needs;
}

/**
 * A `{placeholder}`'s value as IntlMessageFormat writes it: as text, numbers unformatted (a
 * message that wants a localised number says `{count, number}`; money arrives formatted).
 */
function placeholderText(value: MessageValues[string]): string {
  return value === null || value === undefined ? '' : String(value);
}

/** One IntlMessageFormat per compiled message and language, built on first use. */
const formats = new Map<Language, WeakMap<CompiledMessage, IntlMessageFormat>>();

function formatFor(message: CompiledMessage, language: Language): IntlMessageFormat {
  if (!formatter) throw new Error('The message formatter is used before it has loaded');
  let byMessage = formats.get(language);
  if (!byMessage) {
    byMessage = new WeakMap();
    formats.set(language, byMessage);
  }
  let format = byMessage.get(message);
  if (!format) {
    format = new formatter(message, INTL_LOCALES[language]);
    byMessage.set(message, format);
  }
  return format;
}

/** The message, or the key itself if the catalogue lacks it (the catalogue test forbids that). */
function compiled(messages: Messages, key: string): string | CompiledMessage {
  return messages[key] ?? key;
}

function format(
  messages: Messages,
  language: Language,
  key: string,
  values?: MessageValues,
): string {
  const message = compiled(messages, key);
  if (typeof message === 'string') return message;
  if (isPlain(message)) {
    return message
      .map((element) =>
        element.type === LITERAL ? element.value : placeholderText(values?.[element.value]),
      )
      .join('');
  }
  return String(formatFor(message, language).format(values as never));
}

/**
 * A download's result, or a suspension until it is here (the nearest Suspense shows the page's
 * loader meanwhile: real work). Not through use(): React replays a component that use()
 * suspended with the hooks it had, and a settled download read on every render made React
 * hold back unrelated updates in tests; a thrown download makes the next attempt a fresh render.
 */
function settledValue<T>(download: TrackedPromise<T>): T {
  if (download.status === 'fulfilled') return download.value as T;
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- Suspense takes a thrown promise
  throw download;
}

/**
 * The messages of `namespace` in the chosen language, and the formatter when they need it.
 * English is in the code; anything else suspends the first time it is needed, then renders at
 * once (a page's catalogues are usually here before it renders: src/app/pageCode.ts).
 */
function useMessages(namespace: Namespace, language: Language): Messages {
  const messages = settledValue(loadMessages(namespace, language));
  if (needsFormatter(messages)) settledValue(loadMessageFormatter());
  return messages;
}

/**
 * A message in English where no component is at hand and English is what is wanted (a record
 * kept in the store, a test's expectation). What users read goes through useT or MessageText.
 * A plural or select needs the formatter, which the app fetches after its first paint; should
 * it be missing, the key stands in rather than the record failing.
 */
export function englishText<Key extends string>(
  namespace: Namespace<Key>,
  key: Key,
  values?: MessageValues,
): string {
  const message = compiled(namespace.en, key);
  if (typeof message !== 'string' && !isPlain(message) && !formatter) return key;
  return format(namespace.en, 'en', key, values);
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
      return Array.isArray(parts)
        ? createElement(Fragment, null, ...(parts as ReactNode[]))
        : parts;
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
