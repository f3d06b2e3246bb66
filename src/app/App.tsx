import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import { MissedPopStateReplay } from './MissedPopStateReplay';
import { appPages, AppRoutes } from './router';
import { setupPersistedStore } from './store';

const { store } = setupPersistedStore();
const pages = appPages(store);

export function App() {
  return (
    <AppProviders store={store}>
      <BrowserRouter>
        <MissedPopStateReplay />
        <AppRoutes pages={pages} />
      </BrowserRouter>
    </AppProviders>
  );
}
