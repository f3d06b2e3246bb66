import de from '../../../src/i18n/locales/de/server.json';
import en from '../../../src/i18n/locales/en/server.json';
import es from '../../../src/i18n/locales/es/server.json';
import { INTL_LOCALES, type Language } from '../../../src/i18n/languages';

/**
 * Every message the server answers a refusal with, by its stable code (issue 28). The catalogue
 * is src/i18n/locales/<language>/server.json — beside the SPA's, so the one catalogue test
 * checks that every language has every code with the same placeholders. The English file's
 * keys are the type of a code: a code without an English message does not compile.
 */
export type ServerMessageCode = keyof typeof en;

/** A wait before trying again ("45 seconds", "15 Minuten"), written in the answer's language. */
export interface WaitTime {
  readonly waitMs: number;
}

/**
 * What a message's `{placeholders}` are filled with. Text goes in as it is (field names, JSON
 * values the client must send, ISO dates); a wait is written out in the language.
 */
export type MessageValue = string | number | WaitTime;
export type MessageValues = Readonly<Record<string, MessageValue>>;

const CATALOGUES: Record<Language, Readonly<Record<ServerMessageCode, string>>> = { en, es, de };

export const isServerMessageCode = (code: string): code is ServerMessageCode =>
  Object.hasOwn(en, code);

/** Intl.DurationFormat (Node 23+), which TypeScript 5.9's libraries do not describe yet. */
interface DurationFormat {
  format(duration: { seconds?: number; minutes?: number }): string;
}
const { DurationFormat } = Intl as unknown as {
  DurationFormat: new (locale: string, options: { style: 'long' }) => DurationFormat;
};

/**
 * "45 seconds", "1 minute", "15 minutes": whole seconds under a minute, else whole minutes,
 * rounded up (never 0: "now" would invite a retry that is refused again).
 */
function waitText({ waitMs }: WaitTime, language: Language): string {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  const duration = seconds < 60 ? { seconds } : { minutes: Math.ceil(seconds / 60) };
  return new DurationFormat(INTL_LOCALES[language], { style: 'long' }).format(duration);
}

function written(value: MessageValue, language: Language): string {
  return typeof value === 'object' ? waitText(value, language) : String(value);
}

/**
 * The message of `code` in `language`, its `{name}` placeholders filled from `values`.
 *
 * A formatter of our own rather than intl-messageformat: the messages need nothing but plain
 * placeholders (a wait is written by Intl.DurationFormat, numbers go in as the client sent
 * them), and react-intl's copy of intl-messageformat is not a dependency the server may import
 * (the top-level one belongs to a dev tool). server/test/serverMessages.test.ts checks that
 * every catalogue message is exactly that subset of ICU, so the two never disagree.
 */
export function serverMessage(
  language: Language,
  code: ServerMessageCode,
  values: MessageValues = {},
): string {
  return CATALOGUES[language][code].replace(/\{(\w+)\}/g, (_placeholder, name: string) => {
    const value = values[name];
    // A programming error (a code thrown without its values), caught by the tests.
    if (value === undefined) throw new Error(`Message ${code} needs a value for {${name}}`);
    return written(value, language);
  });
}

/** The English message: what logs and `Error.message` carry. */
export const englishMessage = (code: ServerMessageCode, values?: MessageValues) =>
  serverMessage('en', code, values);
