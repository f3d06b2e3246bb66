import type { AppConfig } from './config';

/**
 * The Content-Security-Policy of the production build: sent as a header by the web tier
 * (webSecurityHeaders.ts) and also written into index.html by webpack.config.ts, so a copy of
 * the build served without the headers still runs under it. Pages hold a session token, so the browser is told to run only the app's
 * own scripts and to talk only to the configured API and market hosts: an injected script or a
 * script-carrying dependency could neither run inline nor send the token anywhere else.
 *
 * Styles allow 'unsafe-inline' because emotion (MUI) inserts <style> elements at run time and a
 * static build has no per-response nonce to give them; styles cannot run code or make requests
 * beyond img/font loads, which are limited below.
 */
export type CspConfig = Pick<AppConfig, 'apiUrl' | 'marketDataUrl' | 'marketStreamUrl'>;

function originOf(url: string): string {
  return new URL(url).origin;
}

/** The hosts the app may call: API, market REST feed, market stream (deduplicated, ordered). */
export function connectSources(config: CspConfig): string[] {
  return [...new Set([config.apiUrl, config.marketDataUrl, config.marketStreamUrl].map(originOf))];
}

/**
 * How the policy reaches the browser. Only a header can forbid framing: browsers ignore
 * `frame-ancestors` in a <meta> tag (and warn about it in the console), so the meta policy
 * leaves it out.
 */
export type CspDelivery = 'header' | 'meta';

export function contentSecurityPolicy(config: CspConfig, delivery: CspDelivery): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    // Coin logos come from the market feed's image CDN, which is not the feed's own host
    // (CoinGecko serves them from another domain); images cannot run code.
    'img-src': ["'self'", 'data:', 'https:', originOf(config.marketDataUrl)],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...connectSources(config)],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    // No page of the product may be shown inside another site's frame (clickjacking).
    ...(delivery === 'header' ? { 'frame-ancestors': ["'none'"] } : {}),
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}
