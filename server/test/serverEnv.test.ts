import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { readServerEnv } from '../src/serverEnv';

describe('server settings from the environment', () => {
  test('defaults: 30 auth calls a minute, tokens accepted for 12 hours', () => {
    const env = readServerEnv({});
    assert.equal(env.authRateLimitPerMinute, 30);
    assert.equal(env.tokenTtlSeconds, 12 * 60 * 60);
  });

  test('TOKEN_TTL_SECONDS and AUTH_RATE_LIMIT are read as whole numbers', () => {
    const env = readServerEnv({ TOKEN_TTL_SECONDS: '90', AUTH_RATE_LIMIT: '1000' });
    assert.equal(env.tokenTtlSeconds, 90);
    assert.equal(env.authRateLimitPerMinute, 1000);
  });

  for (const value of ['0', '-5', '1.5', 'soon']) {
    test(`TOKEN_TTL_SECONDS="${value}" stops the server with a clear message`, () => {
      assert.throws(
        () => readServerEnv({ TOKEN_TTL_SECONDS: value }),
        new RegExp(`TOKEN_TTL_SECONDS must be a whole number above 0 \\(got "${value}"\\)`),
      );
    });
  }
});
