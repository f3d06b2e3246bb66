import { createTheme, type PaletteOptions, type Theme } from '@mui/material/styles';
import type { ColorMode } from '../lib/colorMode';

/**
 * One focus ring for every control reached by keyboard (:focus-visible, so a mouse click shows
 * none). MUI's own cue is a faint ripple that can be missed. MUI sets `outline: 0` on controls,
 * some as `.x:focus`; `html:root` outranks that. Outlined fields keep their 2 px border as the
 * cue; borderless ones (the table pager's rows-per-page select) get the ring.
 */
function focusStyles(ring: string) {
  return {
    'html:root :focus-visible': { outline: ring, outlineOffset: 2 },
    // Focused only by script (the skip link's target <main>, a dialog's container): no Tab stop.
    'html:root [tabindex="-1"]:focus-visible': { outline: 'none' },
    // On the app bar's primary background the ring takes the bar's text colour instead.
    'html:root .MuiAppBar-root :focus-visible': { outlineColor: 'currentColor' },
    'html:root .MuiOutlinedInput-input:focus-visible': { outline: 'none' },
    // A checkbox's focused <input> is transparent: its visible box carries the ring.
    'html:root .MuiCheckbox-root.Mui-focusVisible': { outline: ring },
    // Full-width rows in drawers, menus and the bottom bar: drawn inside, or their scrolling
    // container would clip it.
    'html:root :is(.MuiListItemButton-root, .MuiMenuItem-root, .MuiBottomNavigationAction-root):focus-visible':
      { outlineOffset: -3 },
    // Focus moved by Tab is never left under the sticky app bar or the dashboard's bottom bar.
    html: { scrollPaddingTop: 80, scrollPaddingBottom: 72 },
  } as const;
}

const PALETTES: Record<ColorMode, PaletteOptions> = {
  light: {
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
  dark: {
    primary: { main: '#6fb1ff' },
    secondary: { main: '#4db6ac' },
    success: { main: '#66bb6a' },
    error: { main: '#ef5350' },
    background: { default: '#0e1420', paper: '#161e2e' },
  },
};

/**
 * The theme of one colour scheme. A plain theme per scheme, built when that scheme is first
 * shown, instead of MUI's CSS-variables theme with both: that one generated and parsed every
 * variable of two schemes at start-up (≈ 90 ms of a slow phone's main thread, issue 32) to
 * switch schemes without a re-render, which a click on the toggle can afford.
 */
function createSchemeTheme(mode: ColorMode): Theme {
  return createTheme({
    palette: { mode, ...PALETTES[mode] },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily:
        'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      h1: { fontSize: '2.25rem', fontWeight: 700 },
      h2: { fontSize: '1.75rem', fontWeight: 700 },
      h3: { fontSize: '1.35rem', fontWeight: 600 },
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiCssBaseline: {
        styleOverrides: (theme: Theme) => focusStyles(`3px solid ${theme.palette.primary.main}`),
      },
      // A table too wide for a tablet scrolls inside its container. Screen-reader-only text in a
      // cell (VisuallyHidden: absolutely positioned) would otherwise take its position from an
      // ancestor outside the container, escape its clipping and widen the whole page (the
      // markets table's star column pushed /dashboard/markets 305 px sideways at 768 px).
      MuiTableContainer: { styleOverrides: { root: { position: 'relative' } } },
    },
  });
}

const themes: Partial<Record<ColorMode, Theme>> = {};

export function themeFor(mode: ColorMode): Theme {
  return (themes[mode] ??= createSchemeTheme(mode));
}
