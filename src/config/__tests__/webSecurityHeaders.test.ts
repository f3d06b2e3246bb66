import { caddySecurityHeaders, CADDY_SNIPPETS, webSecurityHeaders } from '../webSecurityHeaders';

const build = {
  apiUrl: 'https://meridian.example/api',
  marketDataUrl: 'https://api.coingecko.com/api/v3',
  marketStreamUrl: 'wss://stream.binance.com:9443/ws/!miniTicker@arr',
};

function permissions(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    (headers['Permissions-Policy'] ?? '')
      .split(', ')
      .map((entry) => entry.split('=') as [string, string]),
  );
}

describe('the web tier’s security headers', () => {
  const headers = webSecurityHeaders(build);

  it('forbid framing twice over, sniffing and referrers, and ask for HTTPS', () => {
    expect(headers['Content-Security-Policy']).toMatch(/(^|; )frame-ancestors 'none'(;|$)/);
    expect(headers['Content-Security-Policy']).toMatch(
      /connect-src 'self' https:\/\/meridian\.example /,
    );
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('no-referrer');
    expect(headers['Strict-Transport-Security']).toBe('max-age=31536000');
  });

  it('refuse camera, microphone, location, payment and device access, and keep passkeys for the app itself', () => {
    const features = permissions(headers);
    for (const denied of [
      'camera',
      'microphone',
      'geolocation',
      'payment',
      'usb',
      'serial',
      'hid',
    ]) {
      expect(features[denied]).toBe('()');
    }
    expect(features['publickey-credentials-get']).toBe('(self)');
    expect(features['publickey-credentials-create']).toBe('(self)');
  });

  it('become Caddy snippets, one for the whole site and one for the SPA', () => {
    const snippets = caddySecurityHeaders(build);
    expect(snippets).toContain(
      `(${CADDY_SNIPPETS.site}) {\n\theader {\n\t\tStrict-Transport-Security "max-age=31536000"\n\t}\n}`,
    );
    expect(snippets).toContain(`(${CADDY_SNIPPETS.spa}) {`);
    expect(snippets).toContain('\t\tX-Frame-Options "DENY"');
    expect(snippets).toContain(
      `\t\tContent-Security-Policy "${headers['Content-Security-Policy']}"`,
    );
  });
});
