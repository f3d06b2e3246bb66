import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { SESSION_EXPIRED_MESSAGE } from '../../../api/sessionEvents';
import { paths } from '../../../config/routes';
import { changeLanguage } from '../../../i18n';
import { NETWORK_ERROR_MESSAGE } from '../../../lib/apiError';
import { buildLoginResponse } from '../../../test/fixtures';
import { renderApp, signedInState } from '../../../test/renderWithProviders';
import { apiUrl, server } from '../../../test/server';
import { INTERRUPTED_MESSAGE } from '../fetchStatement';

afterEach(() => jest.restoreAllMocks());

const login = buildLoginResponse({ token: 'token-statement.1' });
const FILE_NAME = 'meridian-statement-2026-01-01-to-2026-03-31.csv';
const CSV = [
  'date,type,reference,description,amount,balance',
  '2026-01-01,opening_balance,,Opening balance,,100.00',
  '2026-02-03T10:00:00.000Z,deposit,DEP-1,"Deposit, approved ""BTC""",50.00,150.00',
  '2026-03-31,closing_balance,,Closing balance,,150.00',
  '',
].join('\n');

/** jsdom has no URL.createObjectURL: each captureDownloads() puts a fresh mock there. */
let createObjectURL: jest.Mock<string, [Blob]>;

/** What a download would save: file names and the saved files' text. */
function captureDownloads() {
  const files: { name: string; text: Promise<string> }[] = [];
  const blobs = new Map<string, Blob>();
  createObjectURL = jest.fn((blob: Blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob);
    return url;
  });
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.href);
    if (blob) files.push({ name: this.download, text: blob.text() });
  });
  return files;
}

/** Answers `/statements` with `body`, recording each request's query and Authorization. */
function serveStatement(respond: () => Response | Promise<Response>) {
  const requests: { search: URLSearchParams; authorization: string | null }[] = [];
  server.use(
    http.get(apiUrl('/statements'), ({ request }) => {
      requests.push({
        search: new URL(request.url).searchParams,
        authorization: request.headers.get('authorization'),
      });
      return respond();
    }),
  );
  return requests;
}

const csvResponse = (body: BodyInit) =>
  new HttpResponse(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${FILE_NAME}"`,
    },
  });

async function openDialog(search = '') {
  const view = renderApp(`${paths.depositHistory}${search}`, {
    preloadedState: signedInState(login),
  });
  // The history page's chunk compiles on first use under jest: allow for a loaded machine.
  const button = await screen.findByRole(
    'button',
    { name: 'Download statement' },
    { timeout: 20_000 },
  );
  await view.user.click(button);
  const dialog = await screen.findByRole('dialog', { name: 'Download statement' });
  return { ...view, dialog };
}

/**
 * Sets both dates as a browser's date picker does: the whole value at once (typing digit by
 * digit into a date input is not something jsdom models).
 */
function chooseDates(dialog: HTMLElement, from: string, to: string) {
  for (const [label, value] of [
    ['From', from],
    ['To', to],
  ] as const) {
    const field = within(dialog).getByLabelText(label);
    fireEvent.change(field, { target: { value } });
    fireEvent.blur(field);
  }
}

describe('Download statement', () => {
  it('downloads the CSV with the token and saves it under the server’s file name', async () => {
    const files = captureDownloads();
    const requests = serveStatement(() => csvResponse(CSV));
    const { user, dialog } = await openDialog();
    chooseDates(dialog, '2026-01-01', '2026-03-31');
    await user.click(within(dialog).getByRole('button', { name: 'Download CSV' }));

    expect(await screen.findByText(`Statement saved as ${FILE_NAME}`)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(files).toHaveLength(1);
    expect(files[0]!.name).toBe(FILE_NAME);
    expect(await files[0]!.text).toBe(CSV);
    expect(requests).toHaveLength(1);
    expect(Object.fromEntries(requests[0]!.search)).toEqual({
      from: '2026-01-01',
      to: '2026-03-31',
      format: 'csv',
    });
    expect(requests[0]!.authorization).toBe('Bearer token-statement.1');
  });

  it('starts from the dates the history is filtered by', async () => {
    const { dialog } = await openDialog('?from=2025-06-01&to=2025-06-30');
    expect(within(dialog).getByLabelText('From')).toHaveValue('2025-06-01');
    expect(within(dialog).getByLabelText('To')).toHaveValue('2025-06-30');
  });

  it('shows progress while the statement streams', async () => {
    captureDownloads();
    let finish!: () => void;
    serveStatement(() => {
      const encoder = new TextEncoder();
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(encoder.encode(CSV.slice(0, 60)));
          finish = () => {
            controller.enqueue(encoder.encode(CSV.slice(60)));
            controller.close();
          };
        },
      });
      return csvResponse(body);
    });
    const { user, dialog } = await openDialog();
    chooseDates(dialog, '2026-01-01', '2026-03-31');
    await user.click(within(dialog).getByRole('button', { name: 'Download CSV' }));

    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      /Preparing statement… .* KB received/,
    );
    expect(within(dialog).getByRole('button', { name: /Download CSV/ })).toBeDisabled();
    expect(
      within(dialog).getByRole('progressbar', { name: 'Statement download progress' }),
    ).toBeVisible();
    finish();
    expect(await screen.findByText(`Statement saved as ${FILE_NAME}`)).toBeVisible();
  });

  it.each([
    [
      "the server's message for a refused request",
      () =>
        HttpResponse.json(
          { message: 'from and to must be at most 5 years apart' },
          { status: 400 },
        ),
      'from and to must be at most 5 years apart',
    ],
    ['a network error', () => HttpResponse.error(), NETWORK_ERROR_MESSAGE],
    [
      'a stream that breaks off halfway',
      () => {
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new TextEncoder().encode(CSV.slice(0, 80)));
            controller.error(new Error('connection reset'));
          },
        });
        return csvResponse(body);
      },
      INTERRUPTED_MESSAGE,
    ],
    [
      'a file that ends before its closing-balance row',
      () => csvResponse(CSV.split('\n').slice(0, 3).join('\n')),
      INTERRUPTED_MESSAGE,
    ],
  ])('shows %s, saves nothing and keeps the dates', async (_name, respond, message) => {
    const files = captureDownloads();
    serveStatement(respond);
    const { user, dialog } = await openDialog();
    chooseDates(dialog, '2026-01-01', '2026-03-31');
    await user.click(within(dialog).getByRole('button', { name: 'Download CSV' }));

    expect(await within(dialog).findByText(message)).toBeVisible();
    expect(files).toHaveLength(0);
    expect(createObjectURL).not.toHaveBeenCalled();
    expect(within(dialog).getByLabelText('From')).toHaveValue('2026-01-01');
    expect(within(dialog).getByLabelText('To')).toHaveValue('2026-03-31');
    expect(within(dialog).getByRole('button', { name: 'Download CSV' })).toBeEnabled();
  });

  it('ends the session on a 401, as every bearer call does', async () => {
    const files = captureDownloads();
    serveStatement(() => HttpResponse.json({ message: 'Session expired' }, { status: 401 }));
    const { user, dialog, router } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText(SESSION_EXPIRED_MESSAGE)).toBeVisible();
    expect(router.state.location.pathname).toBe(paths.signIn);
    expect(files).toHaveLength(0);
  });

  it('checks the dates before asking the server', async () => {
    const requests = serveStatement(() => csvResponse(CSV));
    const { user, dialog } = await openDialog();
    chooseDates(dialog, '2026-03-01', '2026-02-01');
    await user.click(within(dialog).getByRole('button', { name: 'Download CSV' }));
    const to = within(dialog).getByLabelText('To');
    expect(to).toHaveAccessibleDescription('From must be on or before To');
    expect(to).toHaveAttribute('aria-invalid', 'true');

    chooseDates(dialog, '2019-01-01', '2026-01-01');
    expect(to).toHaveAccessibleDescription('The range can be at most 5 years');

    fireEvent.change(within(dialog).getByLabelText('From'), { target: { value: '' } });
    await user.click(within(dialog).getByRole('button', { name: 'Download CSV' }));
    expect(within(dialog).getByLabelText('From')).toHaveAccessibleDescription(
      'From date is required',
    );
    await waitFor(() => expect(requests).toHaveLength(0));
  });
});

describe('Download statement in another language (SPEC §12.6)', () => {
  async function openGermanDialog() {
    await act(() => changeLanguage('de'));
    const view = renderApp(paths.depositHistory, { preloadedState: signedInState(login) });
    const button = await screen.findByRole(
      'button',
      { name: 'Kontoauszug herunterladen' },
      { timeout: 20_000 },
    );
    await view.user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Kontoauszug herunterladen' });
    const fields = { from: 'Von', to: 'Bis' } as const;
    for (const [key, value] of [
      ['from', '2026-01-01'],
      ['to', '2026-03-31'],
    ] as const) {
      const field = within(dialog).getByLabelText(fields[key]);
      fireEvent.change(field, { target: { value } });
      fireEvent.blur(field);
    }
    await view.user.click(within(dialog).getByRole('button', { name: 'CSV herunterladen' }));
    return dialog;
  }

  it('shows progress with German numbers, then says where it saved the file', async () => {
    captureDownloads();
    let finish!: () => void;
    serveStatement(() => {
      const encoder = new TextEncoder();
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(encoder.encode(CSV.slice(0, 60)));
          finish = () => {
            controller.enqueue(encoder.encode(CSV.slice(60)));
            controller.close();
          };
        },
      });
      return csvResponse(body);
    });
    const dialog = await openGermanDialog();
    // 60 bytes: 0.1 KB in English, 0,1 KB in German.
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Kontoauszug wird erstellt … 0,1 KB empfangen',
    );
    finish();
    expect(await screen.findByText(`Kontoauszug gespeichert als ${FILE_NAME}`)).toBeVisible();
  });

  it('says in German that a cut-short file was not saved', async () => {
    const files = captureDownloads();
    serveStatement(() => csvResponse(CSV.split('\n').slice(0, 3).join('\n')));
    const dialog = await openGermanDialog();
    expect(
      await within(dialog).findByText(
        'Der Download des Kontoauszugs wurde vorzeitig unterbrochen, daher wurde keine Datei gespeichert. Bitte versuchen Sie es erneut.',
      ),
    ).toBeVisible();
    expect(files).toHaveLength(0);
  });
});
