import assert from 'node:assert/strict';
import { test } from 'node:test';
import { MAX_AMOUNT_DIGITS } from '../../src/api/types';
import { parseDecimalAmount, parseJsonAmount } from '../src/money';

test('amounts a JSON number carries exactly are accepted and read back to the cent', () => {
  for (const text of ['9999999999999.99', '1234567890123.45', '0.01', '8000000000000.07']) {
    const parsed = parseJsonAmount(JSON.parse(text));
    assert.deepEqual(parsed, { ok: true, decimal: text });
    assert.equal(String(Number(text)), text, 'the API sends it back unchanged');
  }
});

test('amounts beyond exact JSON precision are refused instead of losing cents', () => {
  assert.equal(MAX_AMOUNT_DIGITS, 13);
  // 12345678901234.01 arrives as the double nearest to it, which prints as …234.02.
  for (const text of ['12345678901234.01', '99999999999999.99', '10000000000000', '1e15', '1e20']) {
    const parsed = parseJsonAmount(JSON.parse(text));
    assert.equal(parsed.ok, false, text);
    assert.match(!parsed.ok ? parsed.problem : '', /at most 13 digits and 2 decimal places/);
  }
  assert.equal(parseDecimalAmount('12345678901234').ok, false, 'operator input has the same cap');
});
