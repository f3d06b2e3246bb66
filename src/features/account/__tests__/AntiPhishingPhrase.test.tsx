import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  REAUTH_REQUIRED_CODE,
  STEP_UP_MESSAGES,
  type AntiPhishingPhraseResponse,
  type ReauthRequiredError,
} from '../../../api/types';
import { paths } from '../../../config/routes';
import { changeLanguage } from '../../../i18n';
import { gate, PAGE_LOAD } from '../../../test/authCalls';
import { buildLoginResponse } from '../../../test/fixtures';
import { renderApp, signedInState } from '../../../test/renderWithProviders';
import { apiUrl, server } from '../../../test/server';
import { CONFIRM_PASSWORD_TITLE } from '../ConfirmPasswordDialog';

beforeAll(() => import('../AccountPage'));

/**
 * SPEC §12.5: Account → Security shows whether an anti-phishing phrase is set (and the phrase
 * to its owner), sets, changes and removes it; a change long after signing in asks for the
 * password (step-up) and is sent again with it.
 */
const PASSWORD = 'Correct@Horse9';

interface PhraseServer {
  phrase: string | null;
  /** The sign-in is older than 5 minutes until the right password is sent once. */
  recent: boolean;
  bodies: Record<string, unknown>[];
}

function servePhrase(phrase: string | null, { recent = true } = {}): PhraseServer {
  const state: PhraseServer = { phrase, recent, bodies: [] };
  const reauth = (message: string) =>
    HttpResponse.json({ message, code: REAUTH_REQUIRED_CODE } satisfies ReauthRequiredError, {
      status: 403,
    });
  server.use(
    http.get(apiUrl('/auth/anti-phishing-phrase'), () =>
      HttpResponse.json({ phrase: state.phrase } satisfies AntiPhishingPhraseResponse),
    ),
    http.put(apiUrl('/auth/anti-phishing-phrase'), async ({ request }) => {
      const body = (await request.json()) as { phrase: string | null; password?: string };
      state.bodies.push(body);
      if (!state.recent) {
        if (body.password === undefined) return reauth(STEP_UP_MESSAGES.passwordRequired);
        if (body.password !== PASSWORD) return reauth(STEP_UP_MESSAGES.wrongPassword);
        state.recent = true;
      }
      state.phrase = body.phrase;
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return state;
}

function renderAccount() {
  return renderApp(paths.account, { preloadedState: signedInState(buildLoginResponse()) });
}

const section = () => screen.findByRole('region', { name: 'Anti-phishing phrase' }, PAGE_LOAD);

describe('Account → Security: the anti-phishing phrase', () => {
  it('loads, says none is set and explains it; sets one after checking its length', async () => {
    const answer = gate();
    const state = servePhrase(null);
    server.use(
      http.get(apiUrl('/auth/anti-phishing-phrase'), async () => {
        await answer.promise;
        return HttpResponse.json({ phrase: state.phrase } satisfies AntiPhishingPhraseResponse);
      }),
    );
    const { user } = renderAccount();
    const region = await section();
    expect(within(region).getByLabelText('Loading your anti-phishing phrase')).toBeVisible();
    expect(
      within(region).getByText(
        'It appears in every e-mail from Meridian; an e-mail without it is not from us.',
      ),
    ).toBeVisible();
    answer.open();
    expect(
      await within(region).findByText('You have not set an anti-phishing phrase.'),
    ).toBeVisible();

    await user.click(within(region).getByRole('button', { name: 'Set a phrase' }));
    const form = within(region).getByRole('form', { name: 'Anti-phishing phrase' });
    const field = within(form).getByRole('textbox', { name: 'Phrase' });
    expect(field).toHaveFocus();
    expect(field).toHaveAccessibleDescription(
      '3 to 40 characters that you will recognise. Never use a password.',
    );

    await user.keyboard('{Enter}');
    expect(field).toHaveAccessibleDescription(/^Enter a phrase/);
    await user.type(field, ' ab ');
    expect(field).toHaveAccessibleDescription(/^Use at least 3 characters/);
    await user.clear(field);
    await user.type(field, 'x'.repeat(41));
    expect(field).toHaveAccessibleDescription(/^Use at most 40 characters/);
    expect(state.bodies).toEqual([]);

    await user.clear(field);
    await user.type(field, '  Blue heron 42 {Enter}');
    expect(await screen.findByText('Your anti-phishing phrase is saved.')).toBeVisible();
    expect(state.bodies).toEqual([{ phrase: 'Blue heron 42' }]);
    await waitFor(() => expect(within(region).getByText('Blue heron 42')).toBeVisible());
    expect(within(region).getByText(/^Your phrase:/)).toHaveTextContent(
      'Your phrase: Blue heron 42',
    );
    expect(within(region).queryByRole('form')).not.toBeInTheDocument();
    expect(within(region).getByRole('heading', { name: 'Anti-phishing phrase' })).toHaveFocus();
  });

  it('asks for the password long after sign-in, keeps the typed phrase, and sends it again with the password', async () => {
    const state = servePhrase('Old words', { recent: false });
    const { user } = renderAccount();
    const region = await section();
    expect(await within(region).findByText('Old words')).toBeVisible();
    await user.click(within(region).getByRole('button', { name: 'Change phrase' }));
    const field = within(region).getByRole('textbox', { name: 'Phrase' });
    expect(field).toHaveValue('Old words');
    await user.clear(field);
    await user.type(field, 'Green kingfisher');
    await user.click(within(region).getByRole('button', { name: 'Save phrase' }));

    const dialog = await screen.findByRole('dialog', { name: CONFIRM_PASSWORD_TITLE });
    expect(dialog).toHaveAccessibleDescription(
      'Enter your password to change your anti-phishing phrase. For your security, a change like this needs a sign-in within the last 5 minutes.',
    );
    // Asking for the password is not an error of the form.
    expect(within(region).queryByRole('alert')).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Password/), 'wrong-password{Enter}');
    expect(await within(dialog).findByText(STEP_UP_MESSAGES.wrongPassword)).toBeVisible();
    await user.clear(within(dialog).getByLabelText(/^Password/));
    await user.type(within(dialog).getByLabelText(/^Password/), `${PASSWORD}{Enter}`);

    expect(await screen.findByText('Your anti-phishing phrase is saved.')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(state.bodies).toEqual([
      { phrase: 'Green kingfisher' },
      { phrase: 'Green kingfisher', password: 'wrong-password' },
      { phrase: 'Green kingfisher', password: PASSWORD },
    ]);
    expect(await within(region).findByText('Green kingfisher')).toBeVisible();
  });

  it('cancelling the password leaves the form as typed and sends nothing more', async () => {
    const state = servePhrase(null, { recent: false });
    const { user } = renderAccount();
    const region = await section();
    await user.click(await within(region).findByRole('button', { name: 'Set a phrase' }));
    await user.type(within(region).getByRole('textbox', { name: 'Phrase' }), 'Blue heron{Enter}');
    const dialog = await screen.findByRole('dialog', { name: CONFIRM_PASSWORD_TITLE });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(region).getByRole('textbox', { name: 'Phrase' })).toHaveValue('Blue heron');
    expect(within(region).queryByRole('alert')).not.toBeInTheDocument();
    expect(state.bodies).toEqual([{ phrase: 'Blue heron' }]);
  });

  it("shows the server's refusal in the form and keeps the phrase typed", async () => {
    servePhrase(null);
    server.use(
      http.put(apiUrl('/auth/anti-phishing-phrase'), () =>
        HttpResponse.json(
          { code: 'text_unsafe', message: 'The phrase may not contain control characters.' },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderAccount();
    const region = await section();
    await user.click(await within(region).findByRole('button', { name: 'Set a phrase' }));
    await user.type(within(region).getByRole('textbox', { name: 'Phrase' }), 'Blue heron{Enter}');
    expect(
      await within(region).findByText('The phrase may not contain control characters.'),
    ).toBeVisible();
    expect(within(region).getByRole('textbox', { name: 'Phrase' })).toHaveValue('Blue heron');

    await user.click(within(region).getByRole('button', { name: 'Cancel' }));
    expect(within(region).queryByRole('form')).not.toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Set a phrase' })).toBeVisible();
  });

  it('removes the phrase after a confirmation', async () => {
    const state = servePhrase('Blue heron');
    const { user } = renderAccount();
    const region = await section();
    await user.click(await within(region).findByRole('button', { name: 'Remove phrase' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Remove your anti-phishing phrase?',
    });
    expect(dialog).toHaveAccessibleDescription(
      'E-mails from Meridian will no longer show it, so they will be harder to tell from fakes.',
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Remove phrase' }));
    expect(await screen.findByText('Your anti-phishing phrase is removed.')).toBeVisible();
    expect(state.bodies).toEqual([{ phrase: null }]);
    expect(
      await within(region).findByText('You have not set an anti-phishing phrase.'),
    ).toBeVisible();
  });

  it('says when the phrase cannot be loaded, and Retry asks again', async () => {
    server.use(
      http.get(apiUrl('/auth/anti-phishing-phrase'), () =>
        HttpResponse.json({ code: 'busy', message: 'Try again shortly.' }, { status: 503 }),
      ),
    );
    const { user } = renderAccount();
    const region = await section();
    expect(
      await within(region).findByText(
        'Your anti-phishing phrase could not be loaded. Try again shortly.',
      ),
    ).toBeVisible();
    expect(within(region).queryByRole('button', { name: 'Set a phrase' })).not.toBeInTheDocument();
    servePhrase('Blue heron');
    await user.click(within(region).getByRole('button', { name: 'Retry' }));
    expect(await within(region).findByText('Blue heron')).toBeVisible();
  });

  it('speaks Spanish', async () => {
    servePhrase(null);
    const { user } = renderAccount();
    await section();
    await act(() => changeLanguage('es'));
    const region = await screen.findByRole('region', { name: 'Frase antiphishing' }, PAGE_LOAD);
    expect(
      within(region).getByText(
        'Aparece en todos los correos de Meridian; un correo sin ella no es nuestro.',
      ),
    ).toBeVisible();
    await user.click(within(region).getByRole('button', { name: 'Configurar una frase' }));
    await user.type(within(region).getByRole('textbox', { name: 'Frase' }), 'ab{Enter}');
    expect(within(region).getByRole('textbox', { name: 'Frase' })).toHaveAccessibleDescription(
      /^Usa al menos 3 caracteres/,
    );
  });
});
