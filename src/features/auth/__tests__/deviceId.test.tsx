import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { DEVICE_ID_STORAGE_KEY } from '../../../api/types';
import { paths } from '../../../config/routes';
import { answerAuthCall, PAGE_LOAD } from '../../../test/authCalls';
import { buildLoginResponse } from '../../../test/fixtures';
import { renderApp } from '../../../test/renderWithProviders';
import { apiUrl, server } from '../../../test/server';
import { logOut, signOutEverywhere } from '../../session';
import { deviceId } from '../deviceId';

/**
 * SPEC §12.5: the browser keeps a random device id and sends it with each sign-in, so the
 * server can e-mail about a browser the account has not used; no sign-out forgets it.
 */
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

async function signIn() {
  const bodies = answerAuthCall('post', '/auth/login', {
    status: 200,
    body: buildLoginResponse(),
  });
  const view = renderApp(paths.signIn);
  const { user, router } = view;
  await user.type(await screen.findByLabelText('Email', {}, PAGE_LOAD), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), 'correct-horse');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  await waitFor(() => expect(router.state.location.pathname).toBe(paths.dashboard));
  return { ...view, bodies };
}

describe('the device id', () => {
  it('is created on the first sign-in, kept in local storage and sent with it', async () => {
    expect(localStorage.getItem(DEVICE_ID_STORAGE_KEY)).toBeNull();
    const { bodies } = await signIn();
    const stored = localStorage.getItem(DEVICE_ID_STORAGE_KEY);
    expect(stored).toMatch(UUID_V4);
    expect(bodies).toEqual([expect.objectContaining({ deviceId: stored })]);
  });

  it('outlives Logout and "sign out of all devices", and the next sign-in sends the same id', async () => {
    localStorage.setItem(DEVICE_ID_STORAGE_KEY, 'a-browser-seen-before');
    server.use(http.post(apiUrl('/auth/logout'), () => new HttpResponse(null, { status: 204 })));
    const first = await signIn();
    first.store.dispatch(logOut());
    await waitFor(() => expect(localStorage.getItem('userToken')).toBeNull());
    first.store.dispatch(signOutEverywhere());
    first.unmount();
    expect(localStorage.getItem(DEVICE_ID_STORAGE_KEY)).toBe('a-browser-seen-before');

    const second = await signIn();
    expect(second.bodies).toEqual([expect.objectContaining({ deviceId: 'a-browser-seen-before' })]);
  });

  it('replaces a stored value the server would refuse (longer than 64 characters)', () => {
    localStorage.setItem(DEVICE_ID_STORAGE_KEY, 'x'.repeat(65));
    const id = deviceId();
    expect(id).toMatch(UUID_V4);
    expect(localStorage.getItem(DEVICE_ID_STORAGE_KEY)).toBe(id);
  });

  it('is built from getRandomValues where randomUUID is missing (plain http on a LAN address)', () => {
    const own = Object.getOwnPropertyDescriptor(crypto, 'randomUUID');
    // An insecure context has no randomUUID at all.
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const id = deviceId();
      expect(id).toMatch(UUID_V4);
      expect(deviceId()).toBe(id);
    } finally {
      if (own) Object.defineProperty(crypto, 'randomUUID', own);
      else delete (crypto as { randomUUID?: unknown }).randomUUID;
    }
    expect(typeof crypto.randomUUID).toBe('function');
  });

  it('stays the same for the page’s life when storage refuses to keep it', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    try {
      const id = deviceId();
      expect(id).toMatch(UUID_V4);
      expect(deviceId()).toBe(id);
    } finally {
      setItem.mockRestore();
    }
  });
});
