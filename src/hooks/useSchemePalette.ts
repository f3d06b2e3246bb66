import { useColorScheme, useTheme, type CssVarsTheme, type Palette } from '@mui/material/styles';

/**
 * The MUI palette of the colour scheme actually on screen. The app's theme is built with CSS
 * variables, whose `theme.vars` are `var(--…)` strings a canvas cannot paint, so charts read the
 * scheme's own palette here. Free of any chart library: the market widgets and the Performance
 * chart map it to their own colours, each in its lazily loaded chunk.
 */
export function useSchemePalette(): Palette {
  const theme = useTheme();
  // The theme carries every scheme's palette; the plain Theme type only declares that under a
  // module augmentation.
  const schemes = (theme as Partial<Pick<CssVarsTheme, 'colorSchemes'>>).colorSchemes;
  const { mode, systemMode } = useColorScheme();
  const scheme = (mode === 'system' ? systemMode : mode) ?? 'light';
  return schemes?.[scheme]?.palette ?? theme.palette;
}
