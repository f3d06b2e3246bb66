import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { PRODUCTION_SCRYPT_COST, TEST_SCRYPT_COST } from '../src/security/hashing';
import { readServerEnv, serverEncryptionKey, serverTokenSecret } from '../src/serverEnv';

describe('server settings from the environment', () => {
  test('defaults: 30 auth calls a minute, tokens accepted for 12 hours', () => {
    const env = readServerEnv({});
    assert.equal(env.authRateLimitPerMinute, 30);
    assert.equal(env.moneyRateLimitPerMinute, 120);
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

  test('HASH_CONCURRENCY and HASH_QUEUE_LIMIT: 2 hashes at once and 16 waiting unless set', () => {
    assert.deepEqual(readServerEnv({}).hashing, { concurrency: 2, queueLimit: 16 });
    assert.deepEqual(readServerEnv({ HASH_CONCURRENCY: '4', HASH_QUEUE_LIMIT: '40' }).hashing, {
      concurrency: 4,
      queueLimit: 40,
    });
    assert.throws(
      () => readServerEnv({ HASH_QUEUE_LIMIT: '0' }),
      /HASH_QUEUE_LIMIT must be a whole number above 0 \(got "0"\)/,
    );
  });

  test('trading settings: defaults, values and refusals (SPEC §12.1, §12.2)', () => {
    const defaults = readServerEnv({});
    assert.deepEqual(defaults.prices.tradableAssets, ['BTC', 'ETH', 'SOL', 'BNB', 'LTC', 'TRX']);
    assert.equal(defaults.prices.priceMaxAgeSeconds, 60);
    assert.equal(defaults.tradeFeePercent, '0.5');
    assert.equal(defaults.quoteTtlSeconds, 15);
    const set = readServerEnv({
      TRADABLE_ASSETS: 'BTC, ETH',
      PRICE_MAX_AGE_SECONDS: '30',
      TRADE_FEE_PERCENT: '0.25',
      QUOTE_TTL_SECONDS: '20',
    });
    assert.deepEqual(
      [
        set.prices.tradableAssets,
        set.prices.priceMaxAgeSeconds,
        set.tradeFeePercent,
        set.quoteTtlSeconds,
      ],
      [['BTC', 'ETH'], 30, '0.25', 20],
    );
    assert.equal(readServerEnv({ TRADE_FEE_PERCENT: '0' }).tradeFeePercent, '0');
    for (const fee of ['100', '-1', '0.12345', '1e-2', 'half']) {
      assert.throws(
        () => readServerEnv({ TRADE_FEE_PERCENT: fee }),
        /TRADE_FEE_PERCENT must be a percent from 0 to under 100/,
      );
    }
    assert.throws(() => readServerEnv({ TRADABLE_ASSETS: 'BTC,,ETH' }), /TRADABLE_ASSETS/);
    assert.throws(() => readServerEnv({ QUOTE_TTL_SECONDS: '0' }), /QUOTE_TTL_SECONDS must be/);
    assert.throws(
      () => readServerEnv({ PRICE_MAX_AGE_SECONDS: '1.5' }),
      /PRICE_MAX_AGE_SECONDS must be/,
    );
  });

  describe('TRUST_PROXY', () => {
    test('unset, empty or 0: the socket address (trust no proxy)', () => {
      for (const value of [undefined, '', ' ', '0']) {
        assert.equal(readServerEnv({ TRUST_PROXY: value }).trustProxy, false);
      }
    });

    test('a number of hops', () => {
      assert.equal(readServerEnv({ TRUST_PROXY: '2' }).trustProxy, 2);
    });

    test('a comma-separated list of addresses, CIDRs and named ranges', () => {
      assert.deepEqual(
        readServerEnv({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,::1, fd00::/8,loopback' }).trustProxy,
        ['10.0.0.0/8', '192.168.1.7', '::1', 'fd00::/8', 'loopback'],
      );
    });

    for (const value of ['true', 'yes', '10.0.0.0/33', '10.0.0/8', '::1/129', '1.5', 'a,b']) {
      test(`TRUST_PROXY="${value}" stops the server with a clear message`, () => {
        assert.throws(
          () => readServerEnv({ TRUST_PROXY: value }),
          /TRUST_PROXY must be a number of hops or a comma-separated list of addresses\/CIDRs/,
        );
      });
    }
  });
});

describe('production rules', () => {
  const secret = 'x'.repeat(32);

  test('PASSWORD_HASH_COST: the production cost unless a test stack asks for the cheap one', () => {
    assert.deepEqual(readServerEnv({}).scryptCost, PRODUCTION_SCRYPT_COST);
    assert.deepEqual(readServerEnv({ PASSWORD_HASH_COST: 'test' }).scryptCost, TEST_SCRYPT_COST);
    assert.throws(
      () => readServerEnv({ PASSWORD_HASH_COST: 'low' }),
      /PASSWORD_HASH_COST must be "test" or unset \(got "low"\)/,
    );
    assert.throws(
      () => readServerEnv({ NODE_ENV: 'production', PASSWORD_HASH_COST: 'test' }),
      /PASSWORD_HASH_COST=test makes password hashes cheap to guess; it is refused with NODE_ENV=production/,
    );
  });

  test('passkeys: WEBAUTHN_RP_ID and WEBAUTHN_ORIGIN, the origins defaulting to CORS_ORIGIN', () => {
    assert.deepEqual(readServerEnv({}).relyingParty, {
      rpId: 'localhost',
      origins: ['http://localhost:8080'],
      name: 'Meridian',
    });
    const behindCors = readServerEnv({
      WEBAUTHN_RP_ID: 'meridian.example',
      CORS_ORIGIN: 'https://app.meridian.example',
    });
    assert.deepEqual(behindCors.relyingParty.origins, ['https://app.meridian.example']);
    const listed = readServerEnv({
      WEBAUTHN_RP_ID: 'meridian.example',
      WEBAUTHN_ORIGIN: 'https://app.meridian.example, https://meridian.example',
    });
    assert.deepEqual(listed.relyingParty, {
      rpId: 'meridian.example',
      origins: ['https://app.meridian.example', 'https://meridian.example'],
      name: 'Meridian',
    });
    for (const rpId of ['https://meridian.example', 'meridian.example:443', 'Meridian.example']) {
      assert.throws(
        () => readServerEnv({ WEBAUTHN_RP_ID: rpId }),
        /WEBAUTHN_RP_ID must be a domain name/,
      );
    }
    for (const origin of [
      'app.meridian.example',
      'https://app.meridian.example/',
      'ftp://x.localhost',
    ]) {
      assert.throws(
        () => readServerEnv({ WEBAUTHN_ORIGIN: origin }),
        /WEBAUTHN_ORIGIN must list origins/,
      );
    }
    // A page on another domain could never use these passkeys: refused at start-up.
    assert.throws(
      () =>
        readServerEnv({
          WEBAUTHN_RP_ID: 'meridian.example',
          WEBAUTHN_ORIGIN: 'https://meridian.example.evil.test',
        }),
      /is not on WEBAUTHN_RP_ID meridian.example/,
    );
    assert.throws(
      () => readServerEnv({ WEBAUTHN_RP_ID: 'meridian.example' }),
      /http:\/\/localhost:8080 is not on WEBAUTHN_RP_ID/,
    );
  });

  test('NODE_ENV=production: no demo account unless DEMO_ACCOUNT=on', () => {
    assert.equal(readServerEnv({ NODE_ENV: 'production' }).createDemoAccount, false);
    assert.equal(
      readServerEnv({ NODE_ENV: 'production', DEMO_ACCOUNT: 'off' }).createDemoAccount,
      false,
    );
    assert.equal(
      readServerEnv({ NODE_ENV: 'production', DEMO_ACCOUNT: 'on' }).createDemoAccount,
      true,
    );
  });

  test('API docs: on unless API_DOCS=off; in production off unless API_DOCS=on', () => {
    assert.equal(readServerEnv({}).apiDocs, true);
    assert.equal(readServerEnv({ API_DOCS: 'off' }).apiDocs, false);
    assert.equal(readServerEnv({ NODE_ENV: 'production' }).apiDocs, false);
    assert.equal(readServerEnv({ NODE_ENV: 'production', API_DOCS: 'on' }).apiDocs, true);
  });

  test('outside production the demo account is on unless DEMO_ACCOUNT=off', () => {
    assert.equal(readServerEnv({}).createDemoAccount, true);
    assert.equal(readServerEnv({ NODE_ENV: 'development' }).createDemoAccount, true);
    assert.equal(readServerEnv({ DEMO_ACCOUNT: 'off' }).createDemoAccount, false);
  });

  test('production refuses to start without a TOKEN_SECRET of at least 32 characters', () => {
    assert.throws(
      () => serverTokenSecret(readServerEnv({ NODE_ENV: 'production' })),
      /TOKEN_SECRET is required with NODE_ENV=production/,
    );
    assert.throws(
      () => serverTokenSecret(readServerEnv({ NODE_ENV: 'production', TOKEN_SECRET: 'short' })),
      /TOKEN_SECRET must be at least 32 characters \(got 5\)/,
    );
    assert.equal(
      serverTokenSecret(readServerEnv({ NODE_ENV: 'production', TOKEN_SECRET: secret })),
      secret,
    );
  });

  test('DATABASE_URL without TOKEN_SECRET is refused in every mode', () => {
    for (const NODE_ENV of [undefined, 'development', 'test', 'production']) {
      assert.throws(
        () => serverTokenSecret(readServerEnv({ NODE_ENV, DATABASE_URL: 'postgres://db/x' })),
        /TOKEN_SECRET is required/,
      );
    }
    assert.throws(
      () =>
        serverTokenSecret(readServerEnv({ DATABASE_URL: 'postgres://db/x', TOKEN_SECRET: 'a' })),
      /at least 32 characters/,
    );
    assert.equal(
      serverTokenSecret(readServerEnv({ DATABASE_URL: 'postgres://db/x', TOKEN_SECRET: secret })),
      secret,
    );
  });

  test('production refuses to start without an ENCRYPTION_KEY of at least 32 characters', () => {
    const key = 'k'.repeat(32);
    assert.throws(
      () => serverEncryptionKey(readServerEnv({ NODE_ENV: 'production', TOKEN_SECRET: secret })),
      /ENCRYPTION_KEY is required with NODE_ENV=production/,
    );
    assert.throws(
      () => readServerEnv({ NODE_ENV: 'production', ENCRYPTION_KEY: 'short' }),
      /ENCRYPTION_KEY must be at least 32 characters \(got 5\)/,
    );
    assert.equal(
      serverEncryptionKey(readServerEnv({ NODE_ENV: 'production', ENCRYPTION_KEY: key })),
      key,
    );
  });

  test('outside production TOKEN_SECRET still serves for secrets at rest (no ENCRYPTION_KEY needed)', () => {
    for (const NODE_ENV of [undefined, 'development', 'test']) {
      assert.equal(serverEncryptionKey(readServerEnv({ NODE_ENV })), undefined);
    }
  });

  test('ENCRYPTION_KEY_PREVIOUS: a comma-separated list of keys, each at least 32 characters', () => {
    const [a, b] = ['a'.repeat(32), 'b'.repeat(40)];
    assert.deepEqual(readServerEnv({}).previousEncryptionKeys, []);
    assert.deepEqual(
      readServerEnv({ ENCRYPTION_KEY_PREVIOUS: ` ${a} ,${b},` }).previousEncryptionKeys,
      [a, b],
    );
    assert.throws(
      () => readServerEnv({ ENCRYPTION_KEY_PREVIOUS: `${a},short` }),
      /Each key of ENCRYPTION_KEY_PREVIOUS must be at least 32 characters \(got 5\)/,
    );
  });

  test('one embedded instance outside production may generate its secret (undefined)', () => {
    assert.equal(serverTokenSecret(readServerEnv({})), undefined);
  });
});
