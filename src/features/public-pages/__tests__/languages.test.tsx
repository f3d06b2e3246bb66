import { act, screen, within } from '@testing-library/react';
import type { GlobalMarketResponse, MarketCoin } from '../../../api/types';
import { paths } from '../../../config/routes';
import { changeLanguage, type Language } from '../../../i18n';
import { formatCompactUsd, formatMarketPrice } from '../../../lib/money';
import { recordedAnswer } from '../../../test/marketFeedHandlers';
import { renderApp } from '../../../test/renderWithProviders';

// A first visit in another language suspends while its catalogues download: find, don't get.
const slow = { timeout: 5000 };

/** A figure as the page reads: Intl puts no-break spaces in German money, Testing Library plain ones. */
const asShown = (text: string) => text.replace(/\s+/g, ' ');

/**
 * Opens `path` in English, then switches to `language` once its page is drawn: the switch
 * loads the catalogues of every namespace met so far before the page changes.
 */
async function renderThenSwitch(language: Language, path: string, englishHeading: string) {
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: englishHeading }, slow);
  await act(() => changeLanguage(language));
  return view;
}

describe('home page in German and Spanish', () => {
  it('switches the hero, the market tiles and the sections below to German, with German figures', async () => {
    renderApp(paths.home);
    await screen.findByRole('heading', { level: 1, name: /Invest in crypto and stocks/ }, slow);
    await screen.findByRole('table', { name: 'Popular cryptocurrencies' }, slow);

    await act(() => changeLanguage('de'));

    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Investieren Sie mit Meridian in Kryptowährungen und Aktien',
      }),
    ).toBeVisible();
    expect(screen.getByText(/^Eröffnen Sie ein Konto, zahlen Sie in Krypto ein/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Registrieren' })).toHaveAttribute(
      'href',
      paths.signUp,
    );

    const global = recordedAnswer<GlobalMarketResponse>('/global').data;
    const tiles = screen.getByRole('region', { name: 'Der Kryptomarkt heute' });
    const cap = await within(tiles).findByText('Gesamte Marktkapitalisierung');
    // eslint-disable-next-line testing-library/no-node-access -- a tile's figure is its label's sibling, with no name of its own
    expect(cap.nextElementSibling).toHaveTextContent(
      asShown(formatCompactUsd(global.total_market_cap.usd!, 'de-DE')),
    );

    const [first] = recordedAnswer<MarketCoin[]>('/coins/markets?vs_currency=usd&per_page=50');
    const table = await screen.findByRole('table', { name: 'Beliebte Kryptowährungen' }, slow);
    expect(within(table).getByRole('columnheader', { name: 'Letzter Kurs' })).toBeVisible();
    const price = formatMarketPrice(first!.current_price!, 'de-DE');
    // The German way: a comma before the cents and the symbol after the figure.
    expect(price).toMatch(/,\d\d\s\$$/);
    expect(within(table).getByText(asShown(price))).toBeVisible();
    expect(
      screen.getByRole('heading', { level: 2, name: 'In drei Schritten starten' }),
    ).toBeVisible();
  });

  it('switches the hero and the steps to Spanish', async () => {
    renderApp(paths.home);
    await screen.findByRole('heading', { level: 2, name: 'Get started in three steps' }, slow);
    await act(() => changeLanguage('es'));
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Invierte en criptomonedas y acciones con Meridian',
      }),
    ).toBeVisible();
    expect(screen.getByText(/^Abre una cuenta, deposita fondos en cripto/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Inicia sesión' })).toHaveAttribute(
      'href',
      paths.signIn,
    );
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Empieza en tres pasos' }, slow),
    ).toBeVisible();
  });
});

describe('content pages in German and Spanish', () => {
  it('gives the privacy policy in German, with its table of contents and its figures', async () => {
    await renderThenSwitch('de', paths.privacyPolicy, 'Privacy policy');
    expect(screen.getByRole('heading', { level: 1, name: 'Datenschutzerklärung' })).toBeVisible();
    const toc = screen.getByRole('navigation', { name: 'Auf dieser Seite' });
    const retention = within(toc).getByRole('link', {
      name: 'Wie lange wir Aufzeichnungen aufbewahren',
    });
    expect(retention).toHaveAttribute('href', '#retention');
    // eslint-disable-next-line testing-library/no-node-access -- the section a contents link points at, by its id
    expect(document.getElementById('retention')).toHaveTextContent('5 Jahre lang');
    // eslint-disable-next-line testing-library/no-node-access -- the section a contents link points at, by its id
    expect(document.getElementById('minimum-age')).toHaveTextContent('ab 18 Jahren');
    // eslint-disable-next-line testing-library/no-node-access -- the section a contents link points at, by its id
    expect(document.getElementById('settlement')).toHaveTextContent('innerhalb von 2 Tagen');
  });

  it('switches the terms of use to Spanish', async () => {
    await renderThenSwitch('es', paths.termsOfUse, 'Terms of use');
    expect(screen.getByRole('heading', { level: 1, name: 'Condiciones de uso' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Riesgo de pérdidas' })).toBeVisible();
    // eslint-disable-next-line testing-library/no-node-access -- the section a contents link points at, by its id
    expect(document.getElementById('eligibility')).toHaveTextContent(
      'Debes tener al menos 18 años',
    );
  });

  it('shows plan prices the German way on the prices page', async () => {
    await renderThenSwitch('de', paths.prices, 'Prices');
    expect(screen.getByRole('heading', { level: 1, name: 'Preise' })).toBeVisible();
    expect(screen.getByRole('row', { name: /^Top-Tier - VIP/ })).toHaveTextContent(
      '11.500,00 $ – 30.000,00 $',
    );
    expect(screen.getByRole('rowheader', { name: 'Auszahlungen' })).toBeVisible();
  });
});

describe('help form in German and Spanish', () => {
  it('says what is missing in German', async () => {
    const { user } = await renderThenSwitch('de', paths.helpCenter, 'Help Center');
    expect(screen.getByRole('heading', { level: 1, name: 'Hilfe-Center' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Absenden' }));
    expect(await screen.findByText('Bitte geben Sie Ihren Namen ein')).toBeVisible();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(
      'Bitte geben Sie Ihren Namen ein',
    );
    expect(screen.getByLabelText('Betreff')).toHaveAccessibleDescription(
      'Bitte geben Sie einen Betreff ein',
    );
  });

  it('turns messages already on screen into Spanish when the visitor switches', async () => {
    const { user } = renderApp(paths.helpCenter);
    await screen.findByRole('heading', { level: 1, name: 'Help Center' }, slow);
    // The form's code comes as the page mounts (HelpCenterPage.tsx).
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Name is required')).toBeVisible();

    await act(() => changeLanguage('es'));

    expect(screen.getByLabelText('Nombre')).toHaveAccessibleDescription('Introduce tu nombre');
    expect(screen.getByLabelText('Asunto')).toHaveAccessibleDescription('Introduce un asunto');
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeVisible();
  });
});
