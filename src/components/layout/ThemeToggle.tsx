import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import IconButton from '@mui/material/IconButton';
import type TooltipComponent from '@mui/material/Tooltip';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import { useColorMode } from '../../hooks/useColorMode';
import { useT } from '../../i18n';
import { layoutMessages } from '../../i18n/namespaces/layout';
import { whenIdle } from '../../lib/whenIdle';

type Tooltip = typeof TooltipComponent;

/**
 * The hover hint repeats the button's accessible name, so the page can render without it: its
 * code (the tooltip and its positioning engine) is fetched once the first screen is drawn and
 * the browser is idle.
 */
function useTooltipAfterFirstRender(button: RefObject<HTMLButtonElement | null>) {
  const [loaded, setLoaded] = useState<{ Tooltip: Tooltip; refocus: boolean } | null>(null);
  useEffect(() => {
    let cancelled = false;
    const cancelWait = whenIdle(() => {
      void import(/* webpackChunkName: "tooltip" */ '@mui/material/Tooltip').then((module) => {
        // Wrapping the button in the tooltip mounts it anew; keep keyboard focus where it was.
        if (!cancelled) {
          setLoaded({
            Tooltip: module.default,
            refocus: document.activeElement === button.current,
          });
        }
      });
    });
    return () => {
      cancelled = true;
      cancelWait();
    };
  }, [button]);
  useLayoutEffect(() => {
    if (loaded?.refocus) button.current?.focus();
  }, [loaded, button]);
  return loaded?.Tooltip;
}

/** Switches between light and dark; until the user chooses, the system preference rules. */
export function ThemeToggle() {
  const t = useT(layoutMessages);
  const { mode, setMode } = useColorMode();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const Tooltip = useTooltipAfterFirstRender(buttonRef);
  const next = mode === 'dark' ? 'light' : 'dark';
  const label = t(next === 'dark' ? 'theme.toDark' : 'theme.toLight');
  const button = (
    <IconButton ref={buttonRef} color="inherit" aria-label={label} onClick={() => setMode(next)}>
      {mode === 'dark' ? <LightModeIcon /> : <DarkModeIcon />}
    </IconButton>
  );
  return Tooltip ? <Tooltip title={label}>{button}</Tooltip> : button;
}
