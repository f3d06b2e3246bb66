import assert from 'node:assert/strict';
import { test } from 'node:test';
import { clientKey } from '../src/http/clientKey';

test('IPv4 is its own key', () => {
  assert.equal(clientKey('203.0.113.7'), '203.0.113.7');
  assert.equal(clientKey('127.0.0.1'), '127.0.0.1');
});

test('IPv4-mapped IPv6 (a dual-stack socket) is the IPv4 address it maps', () => {
  assert.equal(clientKey('::ffff:203.0.113.7'), '203.0.113.7');
  assert.equal(clientKey('::FFFF:127.0.0.1'), '127.0.0.1');
  assert.equal(clientKey('0:0:0:0:0:ffff:cb00:7107'), '203.0.113.7');
});

test('IPv6 counts per /64, however the address is written', () => {
  const key = '2001:db8:1:2::/64';
  for (const address of [
    '2001:db8:1:2::1',
    '2001:db8:1:2:ffff:ffff:ffff:ffff',
    '2001:0DB8:0001:0002:0000:0000:0000:0001',
    '2001:db8:1:2:a:b:1.2.3.4',
    '2001:db8:1:2::1%eth0',
  ]) {
    assert.equal(clientKey(address), key, address);
  }
  assert.equal(clientKey('2001:db8:1:3::1'), '2001:db8:1:3::/64');
  assert.equal(clientKey('2001:db8::1'), '2001:db8:0:0::/64');
  assert.equal(clientKey('::1'), '0:0:0:0::/64');
  assert.equal(clientKey('fe80::1%eth0'), 'fe80:0:0:0::/64');
});

test('something that is not an address is kept as given', () => {
  assert.equal(clientKey('not-an-ip'), 'not-an-ip');
  assert.equal(clientKey(''), '');
});
