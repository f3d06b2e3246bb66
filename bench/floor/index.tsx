import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import CssBaseline from '@mui/material/CssBaseline';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { FloorScreen } from './FloorScreen';
import { floorStore } from './floorStore';

/**
 * The floor page (issue 32): the product's stack at its smallest — React, React Router, MUI and
 * Redux, one screen like home's first screen, no product code — built with the product's webpack
 * settings (bench/floor/webpack.config.ts). The bench divides the product's Lighthouse figures
 * by this page's, so the targets hold on any machine, loaded or not. It routes as the product
 * does (declarative `<Routes>`, not the data router), so the ratios compare like with like.
 */
const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

createRoot(container).render(
  <StrictMode>
    <Provider store={floorStore}>
      <ThemeProvider theme={createTheme()}>
        <CssBaseline />
        <BrowserRouter>
          <Routes>
            <Route path="*" element={<FloorScreen />} />
          </Routes>
        </BrowserRouter>
      </ThemeProvider>
    </Provider>
  </StrictMode>,
);
