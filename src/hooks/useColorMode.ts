import { createContext, useContext, useEffect, useMemo, useState } from 'react';
import {
  saveColorModeChoice,
  savedColorModeChoice,
  systemColorMode,
  watchSavedColorModeChoice,
  watchSystemColorMode,
  type ColorMode,
  type ColorModeChoice,
} from '../lib/colorMode';

export interface ColorModeState {
  /** The scheme on screen: the user's choice, or the system's until they choose. */
  mode: ColorMode;
  /** Saves the user's choice and switches to it. */
  setMode: (mode: ColorMode) => void;
}

/**
 * The app's colour scheme. Held by the app's providers (app/AppProviders), which build the
 * MUI theme of that scheme; read by the theme toggle and by charts that paint on a canvas.
 */
export const ColorModeContext = createContext<ColorModeState | null>(null);

/**
 * The scheme's state for the app's providers: the saved choice, read before the first render
 * (so the first paint is in the right scheme), following the system's preference until the
 * user chooses, and another tab's choice.
 */
export function useColorModeState(): ColorModeState {
  const [choice, setChoice] = useState<ColorModeChoice>(savedColorModeChoice);
  const [system, setSystem] = useState<ColorMode>(systemColorMode);
  useEffect(() => watchSystemColorMode(setSystem), []);
  useEffect(() => watchSavedColorModeChoice(setChoice), []);
  const mode = choice === 'system' ? system : choice;
  return useMemo(
    () => ({
      mode,
      setMode: (next: ColorMode) => {
        saveColorModeChoice(next);
        setChoice(next);
      },
    }),
    [mode],
  );
}

export function useColorMode(): ColorModeState {
  const state = useContext(ColorModeContext);
  if (!state) throw new Error('useColorMode needs the app providers (ColorModeContext)');
  return state;
}
