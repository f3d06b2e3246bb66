import Bowser from 'bowser';

export const UNKNOWN_DEVICE = 'Unknown device';

/**
 * "Chrome on Windows", "Safari on iOS": what a user recognises a session by, read from the
 * User-Agent header it signed in with. bowser keeps up with browsers' UA quirks (Edge and
 * Chrome share tokens, iPadOS passes as macOS) that a hand-written regex list would not.
 */
export function deviceLabel(userAgent: string): string {
  // bowser refuses an empty string; a client that sent no User-Agent is simply unknown.
  if (userAgent.trim() === '') return UNKNOWN_DEVICE;
  const { browser, os } = Bowser.parse(userAgent);
  const browserName = browser.name ?? '';
  const osName = os.name ?? '';
  if (browserName && osName) return `${browserName} on ${osName}`;
  return browserName || osName || UNKNOWN_DEVICE;
}
