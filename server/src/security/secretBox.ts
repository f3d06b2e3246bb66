import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Encryption at rest for the few secrets the server must be able to read back (TOTP secrets):
 * AES-256-GCM with a key derived by HKDF-SHA256 from ENCRYPTION_KEY, or from TOKEN_SECRET when
 * no separate key is configured. Each sealed value is bound to its owner (`context`, e.g. the
 * user id) as associated data, so a ciphertext copied onto another row does not open.
 */

const VERSION = 'v1';
const IV_BYTES = 12;
const KEY_BYTES = 32;
/** Fixed application salt: the input key material is already a high-entropy secret. */
const HKDF_SALT = 'meridian-at-rest';

/** A 32-byte key for one purpose (`info`), derived from the configured key material. */
export function deriveKey(material: string, info: string): Buffer {
  return Buffer.from(hkdfSync('sha256', material, HKDF_SALT, info, KEY_BYTES));
}

/** `v1.<iv>.<tag>.<ciphertext>`, base64url parts. */
export function seal(plaintext: string, key: Buffer, context: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), ciphertext]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The plaintext, or an error when the value was tampered with or sealed with another key. */
export function open(sealed: string, key: Buffer, context: string): string {
  const [version, iv, tag, ciphertext, ...rest] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || ciphertext === undefined || rest.length > 0) {
    throw new Error('not a sealed value');
  }
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(context));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([
    decipher.update(Buffer.from(ciphertext, 'base64url')),
    decipher.final(),
  ]).toString('utf8');
}
