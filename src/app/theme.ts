import { createTheme } from '@mui/material/styles';

/**
 * One theme with light and dark colour schemes. MUI's CSS-variables mode lets the scheme follow
 * the system preference and switch without re-rendering the tree.
 */
export const theme = createTheme({
  cssVariables: { colorSchemeSelector: 'class' },
  colorSchemes: {
    light: {
      palette: {
        primary: { main: '#0b5cad' },
        secondary: { main: '#00796b' },
        success: { main: '#1b7f3b' },
        error: { main: '#c62828' },
        // MUI's default orange and light blue read at 3:1 or less as chip text on white; these
        // keep status and rating chips at WCAG AA (4.5:1) on the page and on paper.
        warning: { main: '#b45309' },
        info: { main: '#0369a1' },
        background: { default: '#f5f7fa', paper: '#ffffff' },
      },
    },
    dark: {
      palette: {
        primary: { main: '#6fb1ff' },
        secondary: { main: '#4db6ac' },
        success: { main: '#66bb6a' },
        error: { main: '#ef5350' },
        background: { default: '#0e1420', paper: '#161e2e' },
      },
    },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '2.25rem', fontWeight: 700 },
    h2: { fontSize: '1.75rem', fontWeight: 700 },
    h3: { fontSize: '1.35rem', fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
  },
});
