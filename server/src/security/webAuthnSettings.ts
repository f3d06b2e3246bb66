/**
 * The relying party of passkeys (SPEC §12.5): which site a passkey belongs to. A browser
 * creates and uses a passkey only for an RP ID that is the page's domain or one it is under,
 * and signs the page's origin into every answer, which the server checks against its list.
 */
export interface RelyingParty {
  /** WEBAUTHN_RP_ID: the registrable domain (`meridian.example`); `localhost` in development. */
  rpId: string;
  /** WEBAUTHN_ORIGIN: the app's origins (`https://app.meridian.example`), exactly as browsers send them. */
  origins: string[];
  /** Shown by the browser and the authenticator when a passkey is created. */
  name: string;
}

export const DEFAULT_RELYING_PARTY: RelyingParty = {
  rpId: 'localhost',
  origins: ['http://localhost:8080'],
  name: 'Meridian',
};

/** A lowercase host name (no scheme, port or path): what an RP ID is. */
const HOST_NAME =
  /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** A page of `origin` may use passkeys of `rpId` only when its host is that domain or under it. */
const isUnder = (origin: string, rpId: string) => {
  const host = new URL(origin).hostname;
  return host === rpId || host.endsWith(`.${rpId}`);
};

function parseOrigin(text: string): string {
  let url: URL | undefined;
  try {
    url = new URL(text);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin !== text) {
    throw new Error(
      `WEBAUTHN_ORIGIN must list origins such as https://app.meridian.example, with no path or trailing slash (got "${text}")`,
    );
  }
  return text;
}

/**
 * WEBAUTHN_RP_ID (default `localhost`) and WEBAUTHN_ORIGIN (comma-separated; default the SPA's
 * origins, CORS_ORIGIN), refused at start-up when a browser could never use them together: an
 * origin whose host is not the RP ID or under it would make every passkey ceremony fail.
 */
export function readRelyingParty(
  env: NodeJS.ProcessEnv,
  corsOrigins: readonly string[],
): RelyingParty {
  const rpId = env.WEBAUTHN_RP_ID?.trim() || DEFAULT_RELYING_PARTY.rpId;
  if (!HOST_NAME.test(rpId)) {
    throw new Error(
      `WEBAUTHN_RP_ID must be a domain name such as meridian.example, without scheme or port (got "${rpId}")`,
    );
  }
  const listed = (env.WEBAUTHN_ORIGIN ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  const origins = (listed.length > 0 ? listed : [...corsOrigins]).map(parseOrigin);
  const outside = origins.find((origin) => !isUnder(origin, rpId));
  if (outside !== undefined) {
    throw new Error(
      `WEBAUTHN_ORIGIN ${outside} is not on WEBAUTHN_RP_ID ${rpId}: set WEBAUTHN_RP_ID to the domain the app is served from (or set WEBAUTHN_ORIGIN)`,
    );
  }
  return { ...DEFAULT_RELYING_PARTY, rpId, origins };
}
