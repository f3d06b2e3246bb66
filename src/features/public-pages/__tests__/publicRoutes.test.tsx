import { screen, waitFor } from '@testing-library/react';
import { paths, PUBLIC_ROUTES, type RouteKey, type routeRegistry } from '../../../config/routes';
import { renderApp } from '../../../test/renderWithProviders';

type PublicRouteKey = {
  [K in RouteKey]: (typeof routeRegistry)[K]['access'] extends 'public' ? K : never;
}[RouteKey];

/** Each public page's own h1: proof that the route rendered its page, not just its title. */
const headingOf: Record<PublicRouteKey, RegExp> = {
  home: /Invest in crypto and stocks with Meridian/,
  plans: /^Plans$/,
  about: /^About Meridian$/,
  services: /^Services$/,
  helpCenter: /^Help Center$/,
  contact: /^Contact$/,
  prices: /^Prices$/,
  signIn: /^Meridian Trades Login$/,
  signUp: /^Create Personal Account$/,
  guides: /^Guides$/,
  cryptoGuides: /^Crypto guides$/,
  stocksGuides: /^Stocks guides$/,
  cryptoIndicesGuidesLegacy: /^Crypto indices guide$/,
  cryptoIndicesGuides: /^Crypto indices guide$/,
  termsOfUse: /^Terms of use$/,
  privacyPolicy: /^Privacy policy$/,
  lockAccount: /^Lock your account\?$/,
  unlock: /^Unlock your account$/,
};
/** The same, looked up by the RouteKey that PUBLIC_ROUTES carries. */
const headingByKey: Partial<Record<RouteKey, RegExp>> = headingOf;

describe('public pages', () => {
  it.each(PUBLIC_ROUTES)(
    '$path is titled "$title | Meridian" and has exactly one h1',
    async ({ key, path, title }) => {
      renderApp(path);
      // The first visit compiles the lazy page chunk, which can take longer than a second.
      const h1 = await screen.findByRole(
        'heading',
        { level: 1, name: headingByKey[key] },
        { timeout: 5000 },
      );
      expect(h1).toBeVisible();
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      await waitFor(() => expect(document.title).toBe(`${title} | Meridian`));
    },
  );

  it('links the guides index to all three guides', async () => {
    renderApp(paths.guides);
    expect(await screen.findByRole('link', { name: 'Read crypto guides' })).toHaveAttribute(
      'href',
      paths.cryptoGuides,
    );
    expect(screen.getByRole('link', { name: 'Read stocks guides' })).toHaveAttribute(
      'href',
      paths.stocksGuides,
    );
    expect(screen.getByRole('link', { name: 'Read crypto indices guide' })).toHaveAttribute(
      'href',
      paths.cryptoIndicesGuides,
    );
  });

  it('gives the privacy policy a table of contents and states its commitments', async () => {
    renderApp(paths.privacyPolicy);
    const toc = await screen.findByRole('navigation', { name: 'On this page' });
    const retention = screen.getByRole('link', { name: 'How long we keep records' });
    expect(toc).toContainElement(retention);
    expect(retention).toHaveAttribute('href', '#retention');
    // The ids are what the table of contents links to.
    // eslint-disable-next-line testing-library/no-node-access -- an anchor target is found by its id
    const target = (id: string) => document.getElementById(id);
    expect(target('retention')).toHaveTextContent('5 years');
    expect(target('minimum-age')).toHaveTextContent('aged 18 or over');
    expect(target('settlement')).toHaveTextContent('settled within 2 days');
  });

  it('lists six beginner tips on the stocks guide', async () => {
    renderApp(paths.stocksGuides);
    await screen.findByRole('heading', { level: 2, name: 'Six beginner tips' });
    expect(screen.getAllByRole('heading', { level: 3, name: /^Tip \d:/ })).toHaveLength(6);
  });

  it('shows the support mailbox and phone on the contact page', async () => {
    renderApp(paths.contact);
    expect(await screen.findByRole('link', { name: 'support@meridian.test' })).toHaveAttribute(
      'href',
      'mailto:support@meridian.test',
    );
    expect(screen.getByRole('link', { name: '+1 (000) 000-0000' })).toHaveAttribute(
      'href',
      'tel:+10000000000',
    );
  });

  it('explains the withdrawal fee on the prices page without inventing a figure', async () => {
    renderApp(paths.prices);
    await screen.findByRole('rowheader', { name: 'Withdrawals' });
    expect(screen.getByRole('row', { name: /^Withdrawals\b/ })).toHaveTextContent(
      /A percentage of the amount, set per account.*before you confirm/,
    );
    expect(screen.getByRole('row', { name: /^Top-Tier - VIP\b/ })).toHaveTextContent(
      '$11,500.00 – $30,000.00',
    );
  });
});
