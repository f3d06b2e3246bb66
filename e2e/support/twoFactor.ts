import assert from 'node:assert/strict';
import { Secret, TOTP } from 'otpauth';
import type {
  EnableTwoFactorResponse,
  LoginSuccessResponse,
  TwoFactorChallenge,
  TwoFactorSetupResponse,
} from '../../src/api/types';
import { loginThroughApi, type TestAccount } from './accounts';
import { API_URL } from './stack';

async function postJson<T>(path: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${API_URL}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  assert.equal(response.status, 200, text);
  return JSON.parse(text) as T;
}

/**
 * Turns 2FA on through the API as Account → Security would, then signs in with the first
 * recovery code (a fresh sign-in, so a recent one): the session the browser gets, the code
 * spent and the codes left.
 */
export async function signedInWithTwoFactor(account: TestAccount) {
  const { token } = await loginThroughApi(account);
  const { secret } = await postJson<TwoFactorSetupResponse>('/auth/2fa/setup', {}, token);
  const code = TOTP.generate({ secret: Secret.fromBase32(secret) });
  const { recoveryCodes } = await postJson<EnableTwoFactorResponse>(
    '/auth/2fa/enable',
    { code },
    token,
  );
  const { challenge } = await postJson<TwoFactorChallenge>('/auth/login', {
    email: account.email,
    password: account.password,
  });
  const session = await postJson<LoginSuccessResponse>('/auth/login/2fa', {
    challenge,
    code: recoveryCodes[0],
  });
  return { session, spentCode: recoveryCodes[0] ?? '', unusedCodes: recoveryCodes.slice(1) };
}
