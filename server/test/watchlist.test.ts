import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Watchlist } from '../../src/api/contract';
import { WATCHLIST_MAX_ASSETS } from '../../src/api/contract/constants';
import { coinIdsBySymbol } from '../src/prices/priceSource';
import { assertError, createUser, testServerForFile, type TestUser } from './helpers';

/** The watchlist (SPEC §12.4) over real HTTP, on PGlite and on PostgreSQL (DATABASE_URL). */
const server = testServerForFile();
const coins = [...coinIdsBySymbol().keys()];

const put = (user: TestUser, body: unknown) =>
  server.request<Watchlist>('PUT', '/watchlist', { token: user.token, body });
const get = (user: TestUser) =>
  server.request<Watchlist>('GET', '/watchlist', { token: user.token });

describe('the watchlist', () => {
  test('starts empty, keeps the user’s order, and is the user’s own', async () => {
    const [user, other] = [await createUser(server), await createUser(server)];
    assert.deepEqual((await get(user)).body, { assets: [] });
    const chosen = ['SOL', 'BTC', 'ETH'];
    const saved = await put(user, { assets: chosen });
    assert.equal(saved.status, 200, saved.text);
    assert.deepEqual(saved.body, { assets: chosen });
    assert.deepEqual((await get(user)).body, { assets: chosen });
    assert.deepEqual((await get(other)).body, { assets: [] });
    assert.deepEqual((await put(user, { assets: ['ETH'] })).body, { assets: ['ETH'] });
    assert.deepEqual((await get(user)).body, { assets: ['ETH'] });
  });

  test(`takes up to ${WATCHLIST_MAX_ASSETS} coins of the market feed, not tradable ones only`, async () => {
    const user = await createUser(server);
    const many = coins.slice(0, WATCHLIST_MAX_ASSETS);
    assert.equal(many.length, WATCHLIST_MAX_ASSETS, 'the feed records enough coins');
    const saved = await put(user, { assets: many });
    assert.equal(saved.status, 200, saved.text);
    assert.deepEqual((await get(user)).body.assets, many);
  });

  test('refuses an unknown coin, a 21st entry and a duplicate, keeping what was saved', async () => {
    const user = await createUser(server);
    await put(user, { assets: ['BTC'] });
    assertError(
      await put(user, { assets: ['BTC', 'NOTACOIN'] }),
      400,
      /NOTACOIN is not a coin of the market feed/,
    );
    const tooMany = coins.slice(0, WATCHLIST_MAX_ASSETS + 1);
    assertError(await put(user, { assets: tooMany }), 400, /at most 20 coins/);
    assertError(await put(user, { assets: ['ETH', 'ETH'] }), 400, /once/);
    assertError(await put(user, { assets: ['btc'] }), 400);
    assertError(await put(user, {}), 400);
    assert.deepEqual((await get(user)).body, { assets: ['BTC'] });
  });

  test('needs a session', async () => {
    assertError(await server.request('GET', '/watchlist'), 401);
  });
});
