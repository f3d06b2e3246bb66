import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Encryption at rest for the few secrets the server must be able to read back (TOTP secrets):
 * AES-256-GCM with a key derived by HKDF-SHA256 from ENCRYPTION_KEY, or from TOKEN_SECRET when
 * no separate key is configured. Each sealed value is bound to its owner (`context`, e.g. the
 * user id) as associated data, so a ciphertext copied onto another row does not open.
 *
 * A sealed value names the key that sealed it (a fingerprint of the key, never the key), so
 * keys can rotate: the current key seals, the previous ones still open what they sealed until
 * `npm run operator -- reencrypt-secrets` has re-sealed everything under the current key.
 */

const VERSION = 'v2';
/** Values sealed before keys had ids: `v1.<iv>.<tag>.<ciphertext>`, opened by any key of the ring. */
const UNNAMED_VERSION = 'v1';
const IV_BYTES = 12;
const KEY_BYTES = 32;
/**
 * GCM's full tag. Stated to the decipher too: without `authTagLength` Node accepts a tag cut
 * down to 4 bytes, and a forger then needs about 2^32 tries instead of 2^128.
 */
const TAG_BYTES = 16;
/** Fixed application salt: the input key material is already a high-entropy secret. */
const HKDF_SALT = 'meridian-at-rest';

/** A derived key with its id: what a sealed value and a keyed hash carry to name their key. */
export interface NamedKey {
  id: string;
  key: Buffer;
}

/** The key that seals (and hashes) now, and the ones that came before it, still read. */
export interface KeyRing {
  current: NamedKey;
  previous: readonly NamedKey[];
}

/** A 32-byte key for one purpose (`info`), derived from the configured key material. */
export function deriveKey(material: string, info: string): Buffer {
  return Buffer.from(hkdfSync('sha256', material, HKDF_SALT, info, KEY_BYTES));
}

/**
 * A short public fingerprint of a derived key: 8 hex digits of an HMAC under the key itself,
 * so it tells keys apart without revealing anything about them.
 */
export function keyId(key: Buffer): string {
  return createHmac('sha256', key).update('key-id').digest('hex').slice(0, 8);
}

const named = (key: Buffer): NamedKey => ({ id: keyId(key), key });

/**
 * The ring for one purpose (`info`): `current` key material first, then the previous ones
 * (a material given twice counts once).
 */
export function keyRing(current: string, previous: readonly string[], info: string): KeyRing {
  const currentKey = named(deriveKey(current, info));
  const previousKeys = [...new Set(previous)]
    .filter((material) => material !== current)
    .map((material) => named(deriveKey(material, info)));
  return { current: currentKey, previous: previousKeys };
}

const everyKey = (ring: KeyRing): NamedKey[] => [ring.current, ...ring.previous];

/** `v2.<keyId>.<iv>.<tag>.<ciphertext>`, binary parts in base64url. */
export function seal(plaintext: string, ring: KeyRing, context: string): string {
  const { id, key } = ring.current;
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(context));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url'));
  return [VERSION, id, ...parts].join('.');
}

interface SealedParts {
  /** Null for a v1 value, which does not say which key sealed it. */
  keyId: string | null;
  iv: Buffer;
  tag: Buffer;
  ciphertext: Buffer;
}

function parse(sealed: string): SealedParts {
  const parts = sealed.split('.');
  let keyId: string | null;
  let encoded: string[];
  if (parts[0] === VERSION && parts.length === 5) {
    keyId = parts[1] ?? '';
    encoded = parts.slice(2);
  } else if (parts[0] === UNNAMED_VERSION && parts.length === 4) {
    keyId = null;
    encoded = parts.slice(1);
  } else {
    throw new Error('not a sealed value');
  }
  const [iv, tag, ciphertext] = encoded.map((part) => Buffer.from(part, 'base64url'));
  if (iv?.length !== IV_BYTES || tag?.length !== TAG_BYTES || !ciphertext) {
    throw new Error('not a sealed value');
  }
  return { keyId, iv, tag, ciphertext };
}

function decrypt({ iv, tag, ciphertext }: SealedParts, key: Buffer, context: string): string {
  const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  decipher.setAAD(Buffer.from(context));
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
}

/**
 * The plaintext, or an error when the value was tampered with, was sealed for another owner,
 * or was sealed with a key that is not in the ring.
 */
export function open(sealed: string, ring: KeyRing, context: string): string {
  const parts = parse(sealed);
  if (parts.keyId === null) {
    // A v1 value was sealed with whichever key was current then: any key of the ring may be it.
    for (const { key } of everyKey(ring)) {
      try {
        return decrypt(parts, key, context);
      } catch {
        // Not this key (or tampered): the next one, then the error below.
      }
    }
    throw new Error('sealed value does not open with any configured key');
  }
  const key = everyKey(ring).find(({ id }) => id === parts.keyId);
  if (!key) {
    throw new Error(
      `sealed with key ${parts.keyId}, which is neither ENCRYPTION_KEY nor in ENCRYPTION_KEY_PREVIOUS`,
    );
  }
  return decrypt(parts, key.key, context);
}

/** Whether `sealed` names the ring's current key (so re-sealing it would change nothing). */
export function isSealedWithCurrentKey(sealed: string, ring: KeyRing): boolean {
  return parse(sealed).keyId === ring.current.id;
}
