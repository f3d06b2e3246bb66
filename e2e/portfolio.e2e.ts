import type { PortfolioHistoryResponse } from '../src/api/types';
import { loginThroughApi, postAsUser, registerThroughApi, saveSession } from './support/accounts';
import { expect, test } from './support/fixtures';
import { operator } from './support/operator';
import { API_URL, WEB_URL } from './support/stack';
import { sidewaysScroll } from './support/sidewaysScroll';

/**
 * The dashboard's Performance chart (SPEC §11.3) against the real server: for a user with a
 * deposit approved and a trade result, the chart draws on a canvas, its summary states the
 * server's own figures, and the range buttons keep their choice in the URL. The user's own money
 * comes first on the dashboard (issue 32): cards, Performance, holdings, watchlist, market.
 */

async function history(token: string, range: string): Promise<PortfolioHistoryResponse> {
  const response = await fetch(`${API_URL}/portfolio/history?range=${range}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as PortfolioHistoryResponse;
}

const dayText = (day: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

test('a deposit approved today draws the chart and its summary states the server figures', async ({
  page,
}) => {
  const account = await registerThroughApi('Chart Reader', 'chart');
  const session = await loginThroughApi(account);
  await postAsUser(session, '/transaction/add', { amount: 1500 });
  const [deposit] = (
    (await (
      await fetch(`${API_URL}/transaction/all`, {
        headers: { authorization: `Bearer ${session.token}` },
      })
    ).json()) as { allTransactions: { reference: string }[] }
  ).allTransactions;
  await operator('approve-deposit', deposit!.reference);
  await operator('post-trade-result', account.email, '-40.25', 'Closed BTC position');
  await operator('verify-user', account.email);

  await saveSession(page, session);
  await page.goto(`${WEB_URL}/dashboard?range=1W`);
  const performance = page.getByRole('region', { name: 'Performance' });
  await performance.scrollIntoViewIfNeeded();
  await expect(
    performance.getByRole('img', { name: 'Performance chart' }).locator('canvas').first(),
  ).toBeVisible();

  // The summary is what the server says for this range: today's figures, from the first day.
  const { points } = await history(session.token, '1W');
  const last = points.at(-1)!;
  expect(last.balance).toBe('1459.75');
  expect(last.netDeposits).toBe('1500.00');
  // The account opened today, so every range starts today: one point, today's figures.
  expect(points.map((point) => point.date)).toEqual([last.date]);
  await expect(performance).toContainText(`Balance $1,459.75 on ${dayText(last.date)}.`);
  await expect(performance.getByRole('group', { name: 'Chart legend' })).toContainText(
    'Balance$1,459.75Total deposits$1,500.00',
  );

  // At tablet width too, the heading and the six buttons fit: the page does not scroll sideways.
  expect(await sidewaysScroll(page)).toBe(0);

  await performance.getByRole('button', { name: 'All' }).click();
  await expect(page).toHaveURL(/[?&]range=ALL\b/);
  await expect(performance.getByRole('button', { name: 'All' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test("the dashboard shows the user's own money first, Performance requested with the page", async ({
  page,
}) => {
  const account = await registerThroughApi('Order Reader', 'order');
  await operator('verify-user', account.email);
  const session = await loginThroughApi(account);
  await saveSession(page, session);
  const performanceAsked = page.waitForRequest((request) =>
    request.url().includes('/portfolio/history'),
  );
  await page.goto(`${WEB_URL}/dashboard`);
  // Asked for without any scrolling: it is the user's own data, not market context.
  await performanceAsked;
  const sections = [
    page.getByRole('group', { name: 'Cash' }),
    page.getByRole('region', { name: 'Performance' }),
    page.getByRole('region', { name: 'Your holdings' }),
    page.getByRole('link', { name: 'Buy or sell on Spot Trading' }),
    page.getByRole('region', { name: 'Watchlist' }),
    page.getByLabel('Ticker tape'),
  ];
  const tops: number[] = [];
  for (const section of sections) {
    // The tape's skeleton carries its label and is replaced by the widget as it loads: a box
    // read as one leaves is null, so read again until one is there.
    let top = Number.NaN;
    await expect
      .poll(async () => {
        const box = await section.boundingBox();
        if (box) top = box.y;
        return box !== null;
      })
      .toBe(true);
    tops.push(top);
  }
  expect(tops).toEqual([...tops].sort((a, b) => a - b));
  expect(new Set(tops).size).toBe(tops.length);
});

test('on a phone the sections below the cards are drawn as the reader scrolls to them, from data asked for at once', async ({
  page,
}) => {
  const account = await registerThroughApi('Phone Reader', 'phone');
  await operator('verify-user', account.email);
  const session = await loginThroughApi(account);
  await saveSession(page, session);
  // A phone's screen: the greeting and the six wallet cards fill it and more.
  await page.setViewportSize({ width: 412, height: 823 });
  const historyRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/portfolio/history')) historyRequests.push(request.url());
  });
  await page.goto(`${WEB_URL}/dashboard`);
  await expect(page.getByRole('group', { name: 'Cash' })).toBeVisible();
  // The user's own data was asked for with the page, before any scrolling…
  await expect.poll(() => historyRequests.length).toBe(1);
  // …while its section is not drawn until the reader comes near it.
  await expect(page.getByRole('region', { name: 'Performance' })).toHaveCount(0);
  // Its code came once the page was idle (downloaded, not run): the connection may drop now.
  await page.waitForLoadState('networkidle');
  await page.context().setOffline(true);

  await page.mouse.move(200, 400);
  for (let step = 0; step < 8; step += 1) await page.mouse.wheel(0, 300);
  await expect(page.getByRole('region', { name: 'Performance' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your holdings' })).toBeVisible();
  // Drawn from the answer already here.
  expect(historyRequests).toHaveLength(1);
  await page.context().setOffline(false);
});
