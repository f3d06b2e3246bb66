import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { AppProviders } from '../../app/AppProviders';
import { setupStore } from '../../app/store';
import { changeLanguage } from '../../i18n';
import { Money } from '../Money';

function renderMoney() {
  render(
    <AppProviders store={setupStore()}>
      <Suspense fallback={<p>Loading…</p>}>
        <Money amount={5000} currency="$" />
      </Suspense>
    </AppProviders>,
  );
}

test('an amount is written the way the chosen language writes money', async () => {
  renderMoney();
  expect(screen.getByText('$5,000.00')).toBeInTheDocument();

  await act(() => changeLanguage('de'));
  expect(screen.getByText('5.000,00 $')).toBeInTheDocument();

  await act(() => changeLanguage('es'));
  expect(screen.getByText('5000,00 US$')).toBeInTheDocument();
});
