import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import { createAppRouter } from './router';
import { setupPersistedStore } from './store';

const { store } = setupPersistedStore();
const router = createAppRouter(store);

export function App() {
  return (
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
