import type { AppConfig } from './config';

/**
 * The Content-Security-Policy of the production build, written into index.html by
 * webpack.config.ts. Pages hold a session token, so the browser is told to run only the app's
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

export function contentSecurityPolicy(config: CspConfig): string {
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
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}
