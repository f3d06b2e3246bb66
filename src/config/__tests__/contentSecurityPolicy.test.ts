import { connectSources, contentSecurityPolicy } from '../contentSecurityPolicy';

const production = {
  apiUrl: 'https://api.meridian.example',
  marketDataUrl: 'https://api.coingecko.com/api/v3',
  marketStreamUrl: 'wss://stream.binance.com:9443/ws/!miniTicker@arr',
};

function directive(policy: string, name: string): string[] {
  const found = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name);
  if (!found) throw new Error(`no ${name} in ${policy}`);
  return found.slice(1);
}

describe('Content-Security-Policy', () => {
  it('lets the app call only the configured API and market hosts', () => {
    expect(directive(contentSecurityPolicy(production, 'header'), 'connect-src')).toEqual([
      "'self'",
      'https://api.meridian.example',
      'https://api.coingecko.com',
      'wss://stream.binance.com:9443',
    ]);
  });

  it('runs only the build’s own scripts: nothing inline, no eval', () => {
    const policy = contentSecurityPolicy(production, 'header');
    expect(directive(policy, 'script-src')).toEqual(["'self'"]);
    expect(directive(policy, 'default-src')).toEqual(["'self'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(policy).not.toMatch(/unsafe-eval/);
  });

  it('forbids every frame in the header; the meta tag leaves frame-ancestors out, where browsers ignore it', () => {
    expect(directive(contentSecurityPolicy(production, 'header'), 'frame-ancestors')).toEqual([
      "'none'",
    ]);
    const meta = contentSecurityPolicy(production, 'meta');
    expect(meta).not.toMatch(/frame-ancestors/);
    expect(meta).toBe(
      contentSecurityPolicy(production, 'header').replace("; frame-ancestors 'none'", ''),
    );
  });

  it('names a host once when the API also serves the market feed (fixtures mode)', () => {
    expect(
      connectSources({
        apiUrl: 'http://localhost:4000',
        marketDataUrl: 'http://localhost:4000/market/api/v3',
        marketStreamUrl: 'ws://localhost:4000/market/stream',
      }),
    ).toEqual(['http://localhost:4000', 'ws://localhost:4000']);
  });
});
