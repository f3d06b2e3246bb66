import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type {
  AddressBookResponse,
  AddSavedAddressRequest,
  AddSavedAddressResponse,
  AddWithdrawalRequest,
} from '../../src/api/types';
import { allowWithdrawals, postTradeResult } from '../src/operator/commands';
import { runOperatorCommand } from '../src/operator/dispatch';
import { readServerEnv } from '../src/serverEnv';
import {
  assertError,
  countRows,
  createUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from './helpers';

const HOUR_MS = 3_600_000;
/**
 * One server per file (under DATABASE_URL a second one would drop this one's schema); the
 * hold is read from its config at each request, so a test sets ADDRESS_HOLD_HOURS there.
 */
let server: TestServer;

before(async () => {
  server = await startTestServer();
});
after(async () => {
  await server.close();
});

/** The default hold (ADDRESS_HOLD_HOURS unset: 24), or 0 as demos and browser tests run. */
function holdHours(hours: 24 | 0): TestServer {
  server.config.addressHoldHours = hours;
  return server;
}

const BTC_ADDRESS = 'bc1qcoldwallet000000000000000000000';
const ETH_ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';

function entry(overrides: Partial<AddSavedAddressRequest> = {}): AddSavedAddressRequest {
  return { label: 'Cold wallet', asset: 'BTC', address: BTC_ADDRESS, ...overrides };
}

const save = (server: TestServer, user: TestUser, body: unknown) =>
  server.request<AddSavedAddressResponse>('POST', '/withdrawal/addresses', {
    token: user.token,
    body,
  });

const list = async (server: TestServer, user: TestUser) => {
  const response = await server.request<AddressBookResponse>('GET', '/withdrawal/addresses', {
    token: user.token,
  });
  assert.equal(response.status, 200, response.text);
  return response.body.addresses;
};

function withdrawal(overrides: Partial<AddWithdrawalRequest> = {}): AddWithdrawalRequest {
  return {
    amount: 100,
    charges: 0,
    walletAddress: BTC_ADDRESS,
    email: 'payout@example.com',
    exchange: 'Binance',
    asset: 'BTC',
    ...overrides,
  };
}

const withdraw = (server: TestServer, user: TestUser, body: AddWithdrawalRequest) =>
  server.request('POST', '/withdrawal/add', { token: user.token, body });

async function fundedUser(server: TestServer): Promise<TestUser> {
  const user = await createUser(server);
  await postTradeResult(server.db, user.email, '1000', 'BTC swing trade');
  await allowWithdrawals(server.db, user.email, true);
  return user;
}

test('an empty book lists nothing, and withdrawals go anywhere until an address is saved', async () => {
  const held = holdHours(24);
  const user = await fundedUser(held);
  assert.deepEqual(await list(held, user), []);
  const anywhere = await withdraw(held, user, withdrawal({ walletAddress: 'bc1qanywhere0000' }));
  assert.equal(anywhere.status, 201, anywhere.text);
});

test('save, list and remove own addresses; usableFrom is createdAt + 24 hours by default', async () => {
  const held = holdHours(24);
  const user = await createUser(held);
  const saved = await save(held, user, entry({ label: '  Cold wallet  ' }));
  assert.equal(saved.status, 201, saved.text);
  const { address } = saved.body;
  assert.deepEqual(Object.keys(address).sort(), [
    'address',
    'asset',
    'createdAt',
    'id',
    'label',
    'usableFrom',
  ]);
  assert.equal(address.label, 'Cold wallet');
  assert.equal(address.asset, 'BTC');
  assert.equal(address.address, BTC_ADDRESS);
  assert.equal(Date.parse(address.usableFrom) - Date.parse(address.createdAt), 24 * HOUR_MS);

  const eth = await save(
    held,
    user,
    entry({ label: 'Ledger', asset: 'ETH', address: ETH_ADDRESS }),
  );
  assert.equal(eth.status, 201, eth.text);
  const listed = await list(held, user);
  assert.deepEqual(
    listed.map((a) => a.label),
    ['Ledger', 'Cold wallet'],
  );

  // Someone else's book is out of reach: not listed, and removing it is a 404.
  const other = await createUser(held);
  assert.deepEqual(await list(held, other), []);
  assertError(
    await held.request('DELETE', `/withdrawal/addresses/${address.id}`, { token: other.token }),
    404,
  );
  assertError(
    await held.request('DELETE', '/withdrawal/addresses/not-a-uuid', { token: user.token }),
    404,
  );

  const removed = await held.request('DELETE', `/withdrawal/addresses/${address.id}`, {
    token: user.token,
  });
  assert.equal(removed.status, 204, removed.text);
  assert.deepEqual(
    (await list(held, user)).map((a) => a.label),
    ['Ledger'],
  );
  assertError(
    await held.request('DELETE', `/withdrawal/addresses/${address.id}`, { token: user.token }),
    404,
  );
  // Removed, the same address can be saved again (with a new hold).
  assert.equal((await save(held, user, entry())).status, 201);
});

test('bad input is 400 with a message and saves nothing', async () => {
  const held = holdHours(24);
  const user = await createUser(held);
  const before = await countRows(held.db, 'saved_addresses');
  const cases: [unknown, RegExp][] = [
    [entry({ label: '' }), /label is required/],
    [entry({ label: '   ' }), /label is required/],
    [entry({ label: 'x'.repeat(51) }), /label must be at most 50/],
    [entry({ address: 'bc1q with spaces' }), /letters and digits/],
    [entry({ address: 'bc1q\u0007bell' }), /control characters/],
    [entry({ address: 'bc1q\u00a0nbsp' }), /letters and digits/],
    [entry({ address: 'a'.repeat(129) }), /address must be at most 128/],
    [entry({ address: '' }), /address is required/],
    [entry({ asset: 'DOGE' as AddSavedAddressRequest['asset'] }), /asset must be one of/],
    [
      entry({ asset: 'Bitcoin' as AddSavedAddressRequest['asset'] }),
      /BTC, ETH, USDT, TRX, SOL, BNB/,
    ],
    [{ label: 'No address', asset: 'BTC' }, /address is required/],
    [[], /JSON object/],
  ];
  for (const [body, message] of cases) {
    assertError(await save(held, user, body), 400, message);
  }
  assert.equal(await countRows(held.db, 'saved_addresses'), before);

  assert.equal((await save(held, user, entry())).status, 201);
  assertError(
    await save(held, user, entry({ label: 'Again' })),
    400,
    /already in your address book/,
  );
  // The same string for another asset is another entry (ETH and USDT share address formats).
  assert.equal(
    (await save(held, user, entry({ asset: 'USDT', address: ETH_ADDRESS }))).status,
    201,
  );
  assert.equal((await save(held, user, entry({ asset: 'ETH', address: ETH_ADDRESS }))).status, 201);
  assert.equal((await list(held, user)).length, 3);
});

test('during the hold a saved address cannot receive; the refusal says when it can', async () => {
  const held = holdHours(24);
  const user = await fundedUser(held);
  const saved = await save(held, user, entry());
  const { usableFrom } = saved.body.address;
  const before = await countRows(held.db, 'withdrawals');
  const refused = await withdraw(held, user, withdrawal());
  assertError(refused, 403, /becomes usable on \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/);
  assert.ok((refused.body as { message: string }).message.includes(usableFrom));
  // Any other destination is refused too, now that the book is in use.
  assertError(
    await withdraw(held, user, withdrawal({ walletAddress: 'bc1qsomewhereelse000' })),
    403,
    /only to addresses in your address book/,
  );
  assert.equal(await countRows(held.db, 'withdrawals'), before);

  // The hold passes (moved in the database rather than waiting a day).
  await held.db.query(
    "UPDATE saved_addresses SET usable_from = clock_timestamp() - interval '1 second' WHERE id = $1",
    [saved.body.address.id],
  );
  const paid = await withdraw(held, user, withdrawal());
  assert.equal(paid.status, 201, paid.text);
});

test('with ADDRESS_HOLD_HOURS=0 a saved address receives at once, but only for its own asset', async () => {
  const immediate = holdHours(0);
  const user = await fundedUser(immediate);
  const saved = await save(immediate, user, entry());
  assert.equal(saved.body.address.usableFrom, saved.body.address.createdAt);
  const paid = await withdraw(immediate, user, withdrawal());
  assert.equal(paid.status, 201, paid.text);

  const mismatch = await withdraw(immediate, user, withdrawal({ asset: 'ETH', amount: 10 }));
  assertError(mismatch, 403, /saved in your address book for BTC, not for ETH/);
  const unsaved = await withdraw(
    immediate,
    user,
    withdrawal({ walletAddress: 'bc1qnotsaved00000', amount: 11 }),
  );
  assertError(unsaved, 403, /only to addresses in your address book/);
});

test('emptying the book does not open every destination before the hold has passed', async () => {
  const held = holdHours(24);
  const user = await fundedUser(held);
  const saved = await save(held, user, entry());
  await held.request('DELETE', `/withdrawal/addresses/${saved.body.address.id}`, {
    token: user.token,
  });
  assert.deepEqual(await list(held, user), []);
  assertError(
    await withdraw(held, user, withdrawal({ walletAddress: 'bc1qattacker0000000' })),
    403,
    /only to addresses in your address book/,
  );
  // Once the removal is older than the hold, the empty book is an unused book again.
  await held.db.query(
    "UPDATE saved_addresses SET removed_at = clock_timestamp() - interval '25 hours' WHERE id = $1",
    [saved.body.address.id],
  );
  const anywhere = await withdraw(held, user, withdrawal({ walletAddress: 'bc1qelsewhere0000' }));
  assert.equal(anywhere.status, 201, anywhere.text);

  // With no hold configured, a removal counts for nothing.
  const immediate = holdHours(0);
  const quick = await fundedUser(immediate);
  const quickSaved = await save(immediate, quick, entry());
  await immediate.request('DELETE', `/withdrawal/addresses/${quickSaved.body.address.id}`, {
    token: quick.token,
  });
  const free = await withdraw(immediate, quick, withdrawal({ walletAddress: 'bc1qfree00000' }));
  assert.equal(free.status, 201, free.text);
});

test('the book needs a session: no token is 401', async () => {
  const held = holdHours(24);
  assertError(await held.request('GET', '/withdrawal/addresses'), 401);
  assertError(await held.request('POST', '/withdrawal/addresses', { body: entry() }), 401);
});

test('operator: account-protection lists a user’s saved addresses', async () => {
  const immediate = holdHours(0);
  const user = await createUser(immediate);
  await save(immediate, user, entry({ label: 'Exchange deposit' }));
  const output = await runOperatorCommand(immediate.db, ['account-protection', user.email]);
  assert.match(output, /2FA off/);
  assert.match(output, new RegExp(`BTC +${BTC_ADDRESS} {2}"Exchange deposit" {2}usable from`));
  await assert.rejects(
    runOperatorCommand(immediate.db, ['account-protection', 'nobody@example.com']),
    /No user/,
  );
});

test('ADDRESS_HOLD_HOURS: default 24, 0 allowed, anything but whole hours refused', () => {
  assert.equal(readServerEnv({}).addressHoldHours, 24);
  assert.equal(readServerEnv({ ADDRESS_HOLD_HOURS: '0' }).addressHoldHours, 0);
  assert.equal(readServerEnv({ ADDRESS_HOLD_HOURS: '48' }).addressHoldHours, 48);
  for (const bad of ['-1', '1.5', 'a day', '9000']) {
    assert.throws(() => readServerEnv({ ADDRESS_HOLD_HOURS: bad }), /ADDRESS_HOLD_HOURS/);
  }
  assert.equal(readServerEnv({}).encryptionKey, undefined);
  assert.throws(() => readServerEnv({ ENCRYPTION_KEY: 'short' }), /ENCRYPTION_KEY/);
  const key = 'k'.repeat(32);
  assert.equal(readServerEnv({ ENCRYPTION_KEY: key }).encryptionKey, key);
});
