import type { StatementResponse } from '../src/api/types';
import { loginThroughApi, registerThroughApi, saveSession } from './support/accounts';
import { expect, test } from './support/fixtures';
import { operator } from './support/operator';
import { API_URL, WEB_URL } from './support/stack';

/**
 * SPEC §12.0 in the built app: a statement whose money values are numbers, not decimal strings,
 * used to take the whole dashboard down ("e.trim is not a function"). The breakdown dialog now
 * says its entries could not be read, with a Retry; the dashboard behind it stays, and Retry
 * against the real server shows the entries.
 */
test('a statement with amounts as numbers costs only the breakdown, and Retry reads the real one', async ({
  page,
}) => {
  const account = await registerThroughApi('Odd Statement', 'odd-statement');
  await operator('verify-user', account.email);
  const session = await loginThroughApi(account);
  await saveSession(page, session);

  const statements = `${API_URL}/statements?**`;
  await page.route(statements, async (route) => {
    const params = new URL(route.request().url()).searchParams;
    const malformed = {
      from: params.get('from'),
      to: params.get('to'),
      openingBalance: 0,
      closingBalance: 0,
      entries: [
        {
          date: new Date().toISOString(),
          type: 'trade_result',
          reference: 'TRD-1',
          description: 'Closed BTC position',
          amount: 12.5,
          balance: 12.5,
        },
      ],
    };
    await route.fulfill({ json: malformed });
  });

  await page.goto(`${WEB_URL}/dashboard`);
  const card = page.getByRole('group', { name: 'Trade Profit' });
  await card.getByRole('button', { name: 'How is this calculated?' }).click();
  const dialog = page.getByRole('dialog', { name: 'How is Trade Profit calculated?' });
  await expect(
    dialog.getByText(
      'The entries could not be loaded. The answer from the server could not be read. Please try again.',
    ),
  ).toBeVisible();
  await expect(page.getByText('Unhandled Thrown Error!')).toHaveCount(0);

  // The real server's answer: decimal strings (SPEC §12.0), which the dialog reads.
  await page.unroute(statements);
  const real = await fetch(`${API_URL}/statements?format=json&from=2026-01-01&to=2026-01-02`, {
    headers: { authorization: `Bearer ${session.token}` },
  });
  expect(typeof ((await real.json()) as StatementResponse).openingBalance).toBe('string');
  await dialog.getByRole('button', { name: 'Retry' }).click();
  await expect(dialog.getByText('No entries yet')).toBeVisible();
  await expect(dialog.getByText('This sum equals the figure on the card.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});
