import { useTheme, type Palette } from '@mui/material/styles';

/**
 * The MUI palette of the colour scheme on screen, for charts that paint on a canvas (the
 * market widgets and the Performance chart map it to their own colours, each in its lazily
 * loaded chunk). The app's theme is one scheme's plain theme (app/theme.ts), so its palette
 * holds real colours, not CSS variables a canvas cannot paint.
 */
export function useSchemePalette(): Palette {
  return useTheme().palette;
}
