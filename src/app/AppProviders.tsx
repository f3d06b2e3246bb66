import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { Provider } from 'react-redux';
import { ToastProvider } from '../components/Toasts';
import { ColorModeContext, useColorModeState } from '../hooks/useColorMode';
import type { AppStore } from './store';
import { themeFor } from './theme';

/** Everything a screen needs around it; tests wrap screens in the same providers. */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  const colorMode = useColorModeState();
  return (
    <Provider store={store}>
      <ColorModeContext.Provider value={colorMode}>
        <ThemeProvider theme={themeFor(colorMode.mode)}>
          {/* enableColorScheme: native controls and scrollbars follow the scheme too. */}
          <CssBaseline enableColorScheme />
          <ToastProvider>{children}</ToastProvider>
        </ThemeProvider>
      </ColorModeContext.Provider>
    </Provider>
  );
}
