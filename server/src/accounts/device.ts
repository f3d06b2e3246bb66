import Bowser from 'bowser';

/**
 * A browser as a security e-mail names it: "Chrome 120 on Windows 10", from the User-Agent
 * (bowser). '' when nothing is recognised; the e-mail then says "Unknown browser" in its
 * language.
 */
export function describeDevice(userAgent: string): string {
  if (!userAgent) return '';
  const { browser, os } = Bowser.parse(userAgent);
  const major = browser.version?.split('.')[0];
  const browserText = [browser.name, major].filter(Boolean).join(' ');
  const osText = [os.name, os.versionName ?? os.version].filter(Boolean).join(' ');
  if (!browserText) return osText;
  return osText ? `${browserText} — ${osText}` : browserText;
}
