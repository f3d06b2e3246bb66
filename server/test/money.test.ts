import assert from 'node:assert/strict';
import { test } from 'node:test';
import { AddWithdrawalRequest } from '../../src/api/contract';
import { MAX_AMOUNT_DIGITS } from '../../src/api/types';
import { contractValidatorCompiler } from '../src/http/requestValidation';
import { validationMessage } from '../src/http/validationMessages';
import { amountDecimal, parseDecimalAmount } from '../src/money';

const validate = contractValidatorCompiler()({
  schema: { type: 'object', properties: { amount: AddWithdrawalRequest.properties.amount } },
  method: 'POST',
  url: '/test',
  httpPart: 'body',
}) as ((data: unknown) => boolean) & { errors?: Parameters<typeof validationMessage>[0][] };

/** The amount of a withdrawal as the server reads it: the contract's check, then the decimal. */
function readAmount(jsonText: string): { decimal: string } | { message: string } {
  const body = { amount: JSON.parse(jsonText) as number };
  if (validate(body)) return { decimal: amountDecimal(body.amount) };
  const [error] = validate.errors ?? [];
  assert.ok(error);
  return { message: validationMessage(error, 'body') };
}

test('amounts a JSON number carries exactly are accepted and read back to the cent', () => {
  for (const text of ['9999999999999.99', '1234567890123.45', '0.01', '8000000000000.07']) {
    assert.deepEqual(readAmount(text), { decimal: text });
    assert.equal(String(Number(text)), text, 'the API sends it back unchanged');
  }
});

test('amounts beyond exact JSON precision are refused instead of losing cents', () => {
  assert.equal(MAX_AMOUNT_DIGITS, 13);
  // 12345678901234.01 arrives as the double nearest to it, which prints as …234.02; 0.1 + 0.2
  // arrives as 0.30000000000000004, more decimals than a cent.
  for (const text of [
    '12345678901234.01',
    '99999999999999.99',
    '10000000000000',
    '1e15',
    '1e20',
    '0.30000000000000004',
  ]) {
    assert.deepEqual(
      readAmount(text),
      { message: 'amount must be a number with at most 13 digits and 2 decimal places' },
      text,
    );
  }
  assert.equal(parseDecimalAmount('12345678901234').ok, false, 'operator input has the same cap');
});
