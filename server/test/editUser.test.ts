import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { EditUserResponse, UserDetails } from '../../src/api/types';
import { allowWithdrawals, postTradeResult, verifyUser } from '../src/operator/commands';
import { assertError, assertNoSecretsLeaked, createUser, testServerForFile } from './helpers';

const server = testServerForFile();

const sixFields = {
  name: 'Grace Hopper',
  zipCode: '20001',
  address: '7 Compiler Lane',
  gender: 'female',
  phoneNumber: '+1 555 0100',
  investmentGoal: 'Starting a business',
};

test('PUT /auth/edit-user updates the six fields and returns the user', async () => {
  const user = await createUser(server);
  const response = await server.request<EditUserResponse>('PUT', '/auth/edit-user', {
    token: user.token,
    body: sixFields,
  });
  assert.equal(response.status, 200);
  assert.deepEqual(Object.keys(response.body), ['user']);
  assert.deepEqual(
    {
      name: response.body.user.name,
      zipCode: response.body.user.zipCode,
      address: response.body.user.address,
      gender: response.body.user.gender,
      phoneNumber: response.body.user.phoneNumber,
      investmentGoal: response.body.user.investmentGoal,
    },
    sixFields,
  );
  const fresh = await server.request<UserDetails>('GET', '/transaction/token-user', {
    token: user.token,
  });
  assert.equal(fresh.body.name, 'Grace Hopper');
  assert.equal(fresh.body.email, user.email);
});

test('edit-user ignores balances, flags, plan, verification and email in the body', async () => {
  const user = await createUser(server);
  await postTradeResult(server.db, user.email, '40', 'Seed profit for the test');
  const before = await server.request<UserDetails>('GET', '/transaction/token-user', {
    token: user.token,
  });
  const response = await server.request<EditUserResponse>('PUT', '/auth/edit-user', {
    token: user.token,
    body: {
      ...sixFields,
      tradeProfit: 1_000_000,
      totalDeposit: 5000,
      totalEquity: 5000,
      referralBonus: 99,
      pendBalance: 1,
      verified: true,
      plan: 'Top-Tier - VIP',
      userCanWithdraw: true,
      withdrawalCharges: 0,
      tradingProgress: 100,
      notification: '<b>hi</b>',
      email: 'someone-else@example.com',
      currency: '€',
      bitcoinAddress: 'attacker-address',
      password: 'Hijack@123',
    },
  });
  assert.equal(response.status, 200);
  const after = await server.request<UserDetails>('GET', '/transaction/token-user', {
    token: user.token,
  });
  const editable = Object.keys(sixFields);
  const split = (details: UserDetails) => {
    const entries = Object.entries(details);
    return {
      edited: Object.fromEntries(entries.filter(([key]) => editable.includes(key))),
      untouched: Object.fromEntries(entries.filter(([key]) => !editable.includes(key))),
    };
  };
  assert.deepEqual(split(after.body).edited, sixFields);
  assert.deepEqual(split(after.body).untouched, split(before.body).untouched);
  assert.equal(after.body.tradeProfit, 40);
  assert.equal(after.body.verified, false);
  assert.equal(after.body.plan, 'none');
  assert.equal(after.body.userCanWithdraw, false);
  const login = await server.request('POST', '/auth/login', {
    body: { email: user.email, password: user.password },
  });
  assert.equal(login.status, 200, 'the password was not changed');
});

test('operator-set flags survive a user edit', async () => {
  const user = await createUser(server);
  await verifyUser(server.db, user.email);
  await allowWithdrawals(server.db, user.email, true);
  const response = await server.request<EditUserResponse>('PUT', '/auth/edit-user', {
    token: user.token,
    body: { ...sixFields, verified: false, userCanWithdraw: false },
  });
  assert.equal(response.body.user.verified, true);
  assert.equal(response.body.user.userCanWithdraw, true);
});

test('edit-user validates each field with a 400 and writes nothing', async () => {
  const user = await createUser(server);
  const cases: [Record<string, unknown>, RegExp][] = [
    [{ name: '' }, /^name is required$/],
    [{ name: 12 }, /^name must be a string$/],
    [{ address: 'abc' }, /^address must be at least 5 characters long$/],
    [{ zipCode: undefined }, /^zipCode is required$/],
    [{ gender: undefined }, /^gender is required$/],
    [{ phoneNumber: false }, /^phoneNumber must be a string$/],
    [{ investmentGoal: 'Lambo' }, /^investmentGoal must be one of/],
  ];
  for (const [change, message] of cases) {
    const response = await server.request('PUT', '/auth/edit-user', {
      token: user.token,
      body: { ...sixFields, ...change },
    });
    assertError(response, 400, message);
  }
  const unchanged = await server.request<UserDetails>('GET', '/transaction/token-user', {
    token: user.token,
  });
  assert.equal(unchanged.body.name, 'Ada Lovelace');
  assert.equal(unchanged.body.address, '12 Analytical Engine Road');
});

test('an empty phone number and gender are allowed', async () => {
  const user = await createUser(server);
  const response = await server.request<EditUserResponse>('PUT', '/auth/edit-user', {
    token: user.token,
    body: { ...sixFields, phoneNumber: '', gender: '' },
  });
  assert.equal(response.status, 200);
  assert.equal(response.body.user.phoneNumber, '');
});

test('edit-user without a token gets 401', async () => {
  assertError(await server.request('PUT', '/auth/edit-user', { body: sixFields }), 401);
});

test('no response leaked a secret', () => {
  assertNoSecretsLeaked(server.responses, ['Secret@123']);
});
