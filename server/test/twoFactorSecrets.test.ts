import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Secret, TOTP } from 'otpauth';
import { twoFactorKeys } from '../src/accounts/twoFactor';
import {
  generateRecoveryCodes,
  hashRecoveryCode,
  normalizeRecoveryCode,
} from '../src/security/recoveryCodes';
import { deriveKey, open, seal } from '../src/security/secretBox';
import { matchingTotpStep, newTotpSecret } from '../src/security/totp';

const MATERIAL = 'an-encryption-key-of-at-least-32-characters';

test('a sealed secret opens only with its key and for its owner, and never shows the plaintext', () => {
  const key = deriveKey(MATERIAL, 'totp-secret-v1');
  const sealed = seal('JBSWY3DPEHPK3PXP', key, 'user-1');
  assert.ok(!sealed.includes('JBSWY3DPEHPK3PXP'));
  assert.notEqual(seal('JBSWY3DPEHPK3PXP', key, 'user-1'), sealed, 'a fresh IV every time');
  assert.equal(open(sealed, key, 'user-1'), 'JBSWY3DPEHPK3PXP');
  assert.throws(() => open(sealed, key, 'user-2'));
  assert.throws(() =>
    open(sealed, deriveKey('another-key-material-of-32-characters', 'totp-secret-v1'), 'user-1'),
  );
  assert.throws(() => open(sealed, deriveKey(MATERIAL, 'recovery-code-hash-v1'), 'user-1'));
  const [version, iv, tag, body = ''] = sealed.split('.');
  const flipped = `${body[0] === 'A' ? 'B' : 'A'}${body.slice(1)}`;
  assert.throws(() => open([version, iv, tag, flipped].join('.'), key, 'user-1'));
  assert.throws(() => open('not sealed', key, 'user-1'), /not a sealed value/);
});

test('the two keys of 2FA differ, and differ from the key material', () => {
  const keys = twoFactorKeys(MATERIAL);
  assert.equal(keys.secretKey.length, 32);
  assert.notDeepEqual(keys.secretKey, keys.recoveryKey);
  assert.notDeepEqual(twoFactorKeys('x'.repeat(32)).secretKey, keys.secretKey);
});

test('recovery codes: ten distinct xxxxx-xxxxx codes; typed in any case, with or without the dash, they hash alike', () => {
  const codes = generateRecoveryCodes();
  assert.equal(new Set(codes).size, 10);
  const key = deriveKey(MATERIAL, 'recovery-code-hash-v1');
  for (const code of codes) {
    assert.match(code, /^[0-9a-hjkmnp-tv-z]{5}-[0-9a-hjkmnp-tv-z]{5}$/);
    const canonical = normalizeRecoveryCode(code);
    assert.ok(canonical);
    assert.equal(normalizeRecoveryCode(` ${code.toUpperCase().replace('-', '')} `), canonical);
    assert.ok(!hashRecoveryCode(canonical, key).includes(canonical));
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
