import { screen } from '@testing-library/react';
import { config } from '../../../../config/config';
import { paths } from '../../../../config/routes';
import { renderApp } from '../../../../test/renderWithProviders';

/** The page's words, less the sample-data labels' own "not live prices". */
async function homeText() {
  renderApp(paths.home);
  await screen.findByRole('heading', { level: 1 });
  await screen.findByRole('table', { name: 'Popular cryptocurrencies' });
  return (screen.getByRole('main').textContent ?? '').replace(/not live prices/g, '');
}

test('the demo build claims no live prices anywhere on the home page, and says its data is sample', async () => {
  jest.replaceProperty(config, 'demoBuild', true);
  const text = await homeText();
  expect(text).not.toMatch(/\blive\b/i);
  expect(screen.queryByRole('img', { name: /\blive\b/i })).not.toBeInTheDocument();
  expect(screen.getByText(/This demo runs on sample market data/)).toBeVisible();
});

test('any other build keeps its copy', async () => {
  jest.replaceProperty(config, 'demoBuild', false);
  await homeText();
  expect(screen.getByText(/with live market prices/)).toBeVisible();
});
