import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Secret, TOTP } from 'otpauth';
import { createCipheriv } from 'node:crypto';
import { twoFactorKeys } from '../src/accounts/twoFactor';
import {
  generateRecoveryCodes,
  hashRecoveryCode,
  normalizeRecoveryCode,
} from '../src/security/recoveryCodes';
import {
  deriveKey,
  isSealedWithCurrentKey,
  keyRing,
  open,
  seal,
  type KeyRing,
} from '../src/security/secretBox';
import { matchingTotpStep, newTotpSecret } from '../src/security/totp';

const MATERIAL = 'an-encryption-key-of-at-least-32-characters';
const OTHER_MATERIAL = 'another-key-material-of-32-characters';
const ring = (current: string, ...previous: string[]): KeyRing =>
  keyRing(current, previous, 'totp-secret-v1');

/** A value as the server sealed it before sealed values named their key. */
function sealV1(plaintext: string, material: string, context: string): string {
  const iv = Buffer.alloc(12, 7);
  const cipher = createCipheriv('aes-256-gcm', deriveKey(material, 'totp-secret-v1'), iv);
  cipher.setAAD(Buffer.from(context));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), ciphertext].map((p) => p.toString('base64url')).join('.');
}

test('a sealed secret opens only with its key and for its owner, and never shows the plaintext', () => {
  const keys = ring(MATERIAL);
  const sealed = seal('JBSWY3DPEHPK3PXP', keys, 'user-1');
  assert.ok(!sealed.includes('JBSWY3DPEHPK3PXP'));
  assert.notEqual(seal('JBSWY3DPEHPK3PXP', keys, 'user-1'), sealed, 'a fresh IV every time');
  assert.equal(open(sealed, keys, 'user-1'), 'JBSWY3DPEHPK3PXP');
  assert.throws(() => open(sealed, keys, 'user-2'));
  assert.throws(() => open(sealed, ring(OTHER_MATERIAL), 'user-1'), /neither ENCRYPTION_KEY/);
  assert.throws(() => open(sealed, keyRing(MATERIAL, [], 'recovery-code-hash-v1'), 'user-1'));
  const [version, id, iv, tag, body = ''] = sealed.split('.');
  const flipped = `${body[0] === 'A' ? 'B' : 'A'}${body.slice(1)}`;
  assert.throws(() => open([version, id, iv, tag, flipped].join('.'), keys, 'user-1'));
  assert.throws(() => open('not sealed', keys, 'user-1'), /not a sealed value/);
});

test('a sealed value names its key: v2.<key id>, 8 hex digits that differ per key and reveal nothing of it', () => {
  const keys = ring(MATERIAL);
  const sealed = seal('JBSWY3DPEHPK3PXP', keys, 'user-1');
  const [version, id] = sealed.split('.');
  assert.equal(version, 'v2');
  assert.equal(id, keys.current.id);
  assert.match(keys.current.id, /^[0-9a-f]{8}$/);
  assert.notEqual(ring(OTHER_MATERIAL).current.id, keys.current.id);
  assert.ok(!keys.current.key.toString('hex').includes(keys.current.id));
  assert.ok(isSealedWithCurrentKey(sealed, keys));
  assert.ok(!isSealedWithCurrentKey(sealed, ring(OTHER_MATERIAL, MATERIAL)));
});

test('a tag cut short does not open: GCM is held to its full 16-byte tag', () => {
  const keys = ring(MATERIAL);
  // Cut to 4 bytes, a tag still satisfies Node's decipher unless it is told the tag's length,
  // and a forger then needs 2^32 tries instead of 2^128.
  const cutTag = (tag = '') => Buffer.from(tag, 'base64url').subarray(0, 4).toString('base64url');
  const [version, id, iv, tag, body] = seal('JBSWY3DPEHPK3PXP', keys, 'user-1').split('.');
  assert.throws(
    () => open([version, id, iv, cutTag(tag), body].join('.'), keys, 'user-1'),
    /not a sealed value/,
  );
  const [v1, v1Iv, v1Tag, v1Body] = sealV1('JBSWY3DPEHPK3PXP', MATERIAL, 'user-1').split('.');
  assert.throws(
    () => open([v1, v1Iv, cutTag(v1Tag), v1Body].join('.'), keys, 'user-1'),
    /not a sealed value/,
  );
});

test('rotation: the current key seals, previous keys still open what they sealed, v1 values open with any key of the ring', () => {
  const before = ring(OTHER_MATERIAL);
  const rotated = ring(MATERIAL, OTHER_MATERIAL);
  const old = seal('JBSWY3DPEHPK3PXP', before, 'user-1');
  assert.equal(open(old, rotated, 'user-1'), 'JBSWY3DPEHPK3PXP');
  assert.equal(seal('x', rotated, 'user-1').split('.')[1], ring(MATERIAL).current.id);
  assert.throws(() => open(old, ring(MATERIAL), 'user-1'), /neither ENCRYPTION_KEY/);

  const legacy = sealV1('JBSWY3DPEHPK3PXP', OTHER_MATERIAL, 'user-1');
  assert.equal(open(legacy, before, 'user-1'), 'JBSWY3DPEHPK3PXP');
  assert.equal(open(legacy, rotated, 'user-1'), 'JBSWY3DPEHPK3PXP');
  assert.throws(() => open(legacy, ring(MATERIAL), 'user-1'), /any configured key/);
  assert.throws(() => open(legacy, rotated, 'user-2'), /any configured key/);
  assert.ok(!isSealedWithCurrentKey(legacy, rotated));
});

test('the two keys of 2FA differ, and differ from the key material; ENCRYPTION_KEY wins over TOKEN_SECRET', () => {
  const keys = twoFactorKeys({ tokenSecret: MATERIAL });
  assert.equal(keys.secrets.current.key.length, 32);
  assert.notDeepEqual(keys.secrets.current.key, keys.recoveryCodes.current.key);
  assert.notDeepEqual(
    twoFactorKeys({ tokenSecret: 'x'.repeat(32) }).secrets.current.key,
    keys.secrets.current.key,
  );
  const withKey = twoFactorKeys({
    encryptionKey: OTHER_MATERIAL,
    previousEncryptionKeys: [MATERIAL],
    tokenSecret: 'x'.repeat(32),
  });
  assert.equal(withKey.secrets.current.id, ring(OTHER_MATERIAL).current.id);
  assert.deepEqual(
    withKey.secrets.previous.map(({ id }) => id),
    [keys.secrets.current.id],
  );
});

test('recovery codes: ten distinct xxxxx-xxxxx codes; typed in any case, with or without the dash, they hash alike', () => {
  const codes = generateRecoveryCodes();
  assert.equal(new Set(codes).size, 10);
  const key = twoFactorKeys({ tokenSecret: MATERIAL }).recoveryCodes.current;
  for (const code of codes) {
    assert.match(code, /^[0-9a-hjkmnp-tv-z]{5}-[0-9a-hjkmnp-tv-z]{5}$/);
    const canonical = normalizeRecoveryCode(code);
    assert.ok(canonical);
    assert.equal(normalizeRecoveryCode(` ${code.toUpperCase().replace('-', '')} `), canonical);
    assert.ok(!hashRecoveryCode(canonical, key).includes(canonical));
    assert.ok(hashRecoveryCode(canonical, key).startsWith(`${key.id}:`));
  }
  for (const bad of ['abcde-1234', 'abcde-123456', 'abcde-1234i', 'abcde_12345', '']) {
    assert.equal(normalizeRecoveryCode(bad), null, bad);
  }
});

test('TOTP: the setup URL carries the secret; a code matches its step and the steps either side only', () => {
  const { secret, otpauthUrl } = newTotpSecret('ada@example.com');
  assert.match(otpauthUrl, /^otpauth:\/\/totp\/Meridian:ada%40example\.com\?/);
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
  const now = Date.UTC(2026, 0, 1, 0, 0, 15);
  const step = Math.floor(now / 30_000);
  const code = totp.generate({ timestamp: now });
  assert.equal(matchingTotpStep(secret, code, now), step);
  assert.equal(matchingTotpStep(secret, code, now + 30_000), step);
  assert.equal(matchingTotpStep(secret, code, now - 30_000), step);
  assert.equal(matchingTotpStep(secret, code, now + 60_000), null);
  assert.equal(matchingTotpStep(secret, code, now - 60_000), null);
});
