import { act, screen, within } from '@testing-library/react';
import { paths } from '../../../config/routes';
import { changeLanguage } from '../../../i18n';
import { buildLoginResponse } from '../../../test/fixtures';
import { renderApp, signedInState } from '../../../test/renderWithProviders';
import { PLANS } from '../plans';

const planNames = PLANS.map((plan) => plan.planName);

describe('plans', () => {
  it('shows the four plans of SPEC §6 with their prices and features', async () => {
    renderApp(paths.plans);
    await screen.findByRole('heading', { level: 1, name: 'Plans' }, { timeout: 5000 });
    expect(planNames).toEqual([
      'Premium - Gold',
      'Diamond -Crystal',
      'Deluxe - Platinum',
      'Top-Tier - VIP',
    ]);
    const vip = screen.getByRole('article', { name: 'Top-Tier - VIP' });
    expect(vip).toHaveTextContent('$11,500.00 – $30,000.00');
    for (const feature of [
      '500 positions',
      'Automated trading bot',
      'Signals',
      'Market arbitrage',
      'Algorithm intelligence',
    ]) {
      expect(within(vip).getByText(feature)).toBeInTheDocument();
    }
    expect(screen.getByRole('article', { name: 'Premium - Gold' })).toHaveTextContent(
      '$400.00 – $2,500.00',
    );
  });

  it('sends Purchase Plan to sign-in', async () => {
    const { user, router } = renderApp(paths.plans);
    const buttons = await screen.findAllByRole(
      'link',
      { name: 'Purchase Plan' },
      { timeout: 5000 },
    );
    expect(buttons).toHaveLength(4);
    for (const button of buttons) expect(button).toHaveAttribute('href', paths.signIn);
    expect(buttons[1]).toHaveAccessibleDescription('Diamond -Crystal');

    await user.click(buttons[1]!);
    expect(await screen.findByRole('heading', { name: 'Meridian Trades Login' })).toBeVisible();
    expect(router.state.location.pathname).toBe(paths.signIn);
  });

  it('sends Upgrade Plan to the deposit page for a signed-in user', async () => {
    const { user, router } = renderApp(paths.upgradeAccount, {
      preloadedState: signedInState(buildLoginResponse()),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Upgrade Account' }, { timeout: 5000 }),
    ).toBeVisible();
    const buttons = screen.getAllByRole('link', { name: 'Upgrade Plan' });
    expect(buttons).toHaveLength(4);
    for (const button of buttons) expect(button).toHaveAttribute('href', paths.deposit);

    await user.click(buttons[3]!);
    await screen.findByRole('heading', { level: 1, name: /Deposit/ }, { timeout: 5000 });
    expect(router.state.location.pathname).toBe(paths.deposit);
  });

  it('shows the plans in Deutsch with German money, and the dashboard eye in German', async () => {
    await act(() => changeLanguage('de'));
    renderApp(paths.upgradeAccount, { preloadedState: signedInState(buildLoginResponse()) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Konto-Upgrade' }, { timeout: 5000 }),
    ).toBeVisible();
    const vip = screen.getByRole('article', { name: 'Top-Tier - VIP' });
    expect(vip).toHaveTextContent('11.500,00 $ – 30.000,00 $');
    expect(within(vip).getByText('500 offene Positionen')).toBeInTheDocument();
    expect(within(vip).getByText('Handelssignale')).toBeInTheDocument();
    expect(within(vip).getByRole('link', { name: 'Tarif wählen' })).toHaveAttribute(
      'href',
      paths.deposit,
    );
    expect(screen.getByText(/Kein Tarif garantiert eine Rendite/)).toBeVisible();
    expect(
      await screen.findByRole('button', { name: 'Beträge ausblenden' }, { timeout: 5000 }),
    ).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows the plans in Español with Spanish money', async () => {
    await act(() => changeLanguage('es'));
    renderApp(paths.plans);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Planes' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.getByRole('article', { name: 'Premium - Gold' })).toHaveTextContent(
      '400,00 US$ – 2500,00 US$',
    );
    expect(screen.getAllByRole('link', { name: 'Contratar plan' })).toHaveLength(4);
  });
});
