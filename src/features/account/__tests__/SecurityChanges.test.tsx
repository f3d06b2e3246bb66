import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { LoginHistoryResponse, SecurityEvent } from '../../../api/types';
import { paths } from '../../../config/routes';
import { PAGE_LOAD } from '../../../test/authCalls';
import { buildLoginResponse } from '../../../test/fixtures';
import { renderApp } from '../../../test/renderWithProviders';
import { apiUrl, server } from '../../../test/server';
import { NO_SECURITY_CHANGES_TEXT } from '../SecurityChanges';

/** Real User-Agent headers with the names the server reads from them (`device`). */
const FIREFOX_LINUX = {
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  device: { browser: 'Firefox', os: 'Linux' },
};
const SAFARI_IPHONE = {
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  device: { browser: 'Safari', os: 'iOS' },
};

const added: SecurityEvent = {
  id: '41',
  kind: 'address_added',
  at: '2026-11-20T09:30:00.000Z',
  ip: '203.0.113.7',
  ...FIREFOX_LINUX,
  detail: { label: 'My BTC wallet', asset: 'BTC', maskedAddress: 'bc1qco…x9f2' },
};
const removed: SecurityEvent = {
  id: '42',
  kind: 'address_removed',
  at: '2026-11-21T18:05:00.000Z',
  ip: '198.51.100.23',
  ...SAFARI_IPHONE,
  detail: { label: 'My BTC wallet', asset: 'BTC', maskedAddress: 'bc1qco…x9f2' },
};

function serveHistory(events: unknown[]) {
  server.use(
    http.get(apiUrl('/auth/login-history'), () => HttpResponse.json({ logins: [], events })),
  );
}

function renderAccount() {
  const login = buildLoginResponse({ token: 'eyJ.this.device' });
  localStorage.setItem('userDetails', JSON.stringify(login.user));
  localStorage.setItem('userToken', JSON.stringify(login.token));
  return renderApp(paths.account);
}

const changesSection = () => screen.findByRole('region', { name: 'Security changes' }, PAGE_LOAD);

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

const time = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );

beforeAll(() => import('../AccountPage'));

describe('Account → Security: security changes', () => {
  it('shows each address book change with time, what happened, device and IP, newest first', async () => {
    serveHistory([removed, added]);
    renderAccount();
    const table = await within(await changesSection()).findByRole('table');
    expect(table).toHaveAccessibleName('Security changes');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Time', 'Change', 'Device', 'IP']);
    expect(rowsOf(table)).toEqual([
      [
        time(removed.at),
        'Withdrawal address removed: My BTC wallet (BTC, bc1qco…x9f2)',
        'Safari on iOS',
        '198.51.100.23',
      ],
      [
        time(added.at),
        'Withdrawal address added: My BTC wallet (BTC, bc1qco…x9f2)',
        'Firefox on Linux',
        '203.0.113.7',
      ],
    ]);
  });

  it('says when nothing has changed', async () => {
    serveHistory([]);
    renderAccount();
    const section = await changesSection();
    expect(await within(section).findByText(NO_SECURITY_CHANGES_TEXT)).toBeVisible();
    expect(within(section).queryByRole('table')).not.toBeInTheDocument();
  });

  it('words a kind this build does not know yet plainly, without failing the page', async () => {
    serveHistory([{ ...added, id: '43', kind: 'a_kind_from_a_newer_server', detail: null }, added]);
    renderAccount();
    const table = await within(await changesSection()).findByRole('table');
    expect(rowsOf(table).map((cells) => cells[1])).toEqual([
      'Security settings changed',
      'Withdrawal address added: My BTC wallet (BTC, bc1qco…x9f2)',
    ]);
  });

  it('shows a failed load with a Retry', async () => {
    server.use(http.get(apiUrl('/auth/login-history'), () => HttpResponse.error()));
    const { user } = renderAccount();
    const section = await changesSection();
    expect(
      await within(section).findByText(/Your security changes could not be loaded/),
    ).toBeVisible();

    serveHistory([added] satisfies LoginHistoryResponse['events']);
    await user.click(within(section).getByRole('button', { name: 'Retry' }));
    expect(await within(section).findByText('Firefox on Linux')).toBeVisible();
  });
});
