import assert from 'node:assert/strict';
import { test } from 'node:test';
import { describeDevice, deviceNames } from '../src/accounts/device';

/**
 * One reading of a User-Agent: the names the API's records carry as `device` (what the
 * Security section shows) and the longer text of the security e-mails come from the same parse.
 */
const UA = {
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  edgeMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
};

test('names a browser and its system, without versions; Edge as Edge, not Chrome', () => {
  assert.deepEqual(deviceNames(UA.chromeWindows), { browser: 'Chrome', os: 'Windows' });
  assert.deepEqual(deviceNames(UA.edgeMac), { browser: 'Microsoft Edge', os: 'macOS' });
  assert.deepEqual(deviceNames(UA.safariIphone), { browser: 'Safari', os: 'iOS' });
});

test('knows nothing of an empty or unrecognised User-Agent', () => {
  for (const userAgent of ['', '   ', 'Meridian demo (sample activity)']) {
    assert.deepEqual(deviceNames(userAgent), { browser: '', os: '' }, JSON.stringify(userAgent));
    assert.equal(describeDevice(userAgent), '', JSON.stringify(userAgent));
  }
});

test('the e-mail text is the same names with their versions', () => {
  assert.equal(describeDevice(UA.chromeWindows), 'Chrome 131 — Windows 10');
  assert.equal(describeDevice(UA.safariIphone), 'Safari 17 — iOS 17.5');
});
