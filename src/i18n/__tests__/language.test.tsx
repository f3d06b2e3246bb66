import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { RetryAlert } from '../../components/RetryAlert';
import { LANGUAGE_STORAGE_KEY, changeLanguage, useIntlLocale } from '..';
import { forgetLanguage } from '../languageStore';

function LocaleProbe() {
  return (
    <p>
      {new Intl.NumberFormat(useIntlLocale(), { style: 'currency', currency: 'USD' }).format(5000)}
    </p>
  );
}

/** Awaited: a language not loaded yet suspends until its catalogue is here. */
async function renderAlert() {
  let view: ReturnType<typeof render> | undefined;
  // eslint-disable-next-line testing-library/no-unnecessary-act, @typescript-eslint/require-await -- a render that suspends on a catalogue settles only inside an awaited act (React 19)
  await act(async () => {
    view = render(
      <>
        <Suspense fallback={<p>Loading…</p>}>
          <RetryAlert message="Could not load" onRetry={() => undefined} />
          <LocaleProbe />
        </Suspense>
      </>,
    );
  });
  if (!view) throw new Error('render did not run');
  return view;
}

afterEach(() => {
  Object.defineProperty(navigator, 'languages', { value: ['en-US'], configurable: true });
});

test('English by default, with English money and <html lang="en">', async () => {
  await renderAlert();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  expect(screen.getByText('$5,000.00')).toBeInTheDocument();
  expect(document.documentElement.lang).toBe('en');
});

test('a switch loads the catalogue, changes every string and format at once and is kept', async () => {
  await renderAlert();
  await act(() => changeLanguage('de'));
  expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
  expect(screen.getByText('5.000,00 $')).toBeInTheDocument();
  expect(document.documentElement.lang).toBe('de');
  expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('de');
});

test('the first visit follows the browser languages; a stored choice wins over them', async () => {
  Object.defineProperty(navigator, 'languages', { value: ['fr-FR', 'es-MX'], configurable: true });
  forgetLanguage();
  const { unmount } = await renderAlert();
  expect(await screen.findByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  unmount();
  localStorage.setItem(LANGUAGE_STORAGE_KEY, 'de');
  forgetLanguage();
  await renderAlert();
  expect(await screen.findByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
});

test('a page opened in a language not loaded yet suspends once, then renders without errors', async () => {
  // Hooks after the catalogue's run in the same mode on the render that follows a suspension.
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  localStorage.setItem(LANGUAGE_STORAGE_KEY, 'es');
  forgetLanguage();
  await renderAlert();
  expect(await screen.findByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  expect(screen.getByText('5000,00 US$')).toBeInTheDocument();
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
});
