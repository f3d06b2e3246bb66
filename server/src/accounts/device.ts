import Bowser from 'bowser';
import type { DeviceNames } from '../../../src/api/contract';

/**
 * The one place a User-Agent is read (bowser keeps up with browsers' quirks: Edge and Chrome
 * share tokens, iPadOS passes as macOS). Nothing for an empty one, which bowser refuses: a client
 * that sent no User-Agent is simply unknown.
 */
function parse(userAgent: string): Bowser.Parser.ParsedResult | undefined {
  return userAgent.trim() === '' ? undefined : Bowser.parse(userAgent);
}

function namesOf(parsed: Bowser.Parser.ParsedResult | undefined): DeviceNames {
  return { browser: parsed?.browser.name ?? '', os: parsed?.os.name ?? '' };
}

/**
 * "Chrome" and "Windows": what the API's sessions and history records carry as `device`, so
 * clients name a device without parsing User-Agents. '' for what is not recognised.
 */
export function deviceNames(userAgent: string): DeviceNames {
  return namesOf(parse(userAgent));
}

/**
 * A browser as a security e-mail names it: "Chrome 120 — Windows 10", the names above with
 * their versions. '' when nothing is recognised; the e-mail then says "Unknown browser" in its
 * language.
 */
export function describeDevice(userAgent: string): string {
  const parsed = parse(userAgent);
  const names = namesOf(parsed);
  const major = parsed?.browser.version?.split('.')[0];
  const browserText = [names.browser, major].filter(Boolean).join(' ');
  const osText = [names.os, parsed?.os.versionName ?? parsed?.os.version].filter(Boolean).join(' ');
  if (!browserText) return osText;
  return osText ? `${browserText} — ${osText}` : browserText;
}
