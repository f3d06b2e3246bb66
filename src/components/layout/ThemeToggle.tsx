import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent,
} from 'react';
import IconButton from '@mui/material/IconButton';
import type TooltipComponent from '@mui/material/Tooltip';
import DarkModeIcon from '../icons/DarkMode';
import LightModeIcon from '../icons/LightMode';
import { useColorMode } from '../../hooks/useColorMode';
import { useT } from '../../i18n';
import { layoutMessages } from '../../i18n/namespaces/layout';

type Tooltip = typeof TooltipComponent;

/** MUI's own delay before a tooltip opens on hover, so passing over the button shows nothing. */
const OPEN_DELAY_MS = 100;

/** Whether focus came by keyboard: only then does a hint show on focus (as MUI's does). */
function focusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return false; // A browser without :focus-visible.
  }
}

/**
 * The hover hint repeats the button's accessible name, so nothing waits for it: its code (the
 * tooltip and its positioning engine, ≈ 45 kB) is fetched the first time a mouse comes over the
 * button or keyboard focus comes to it, not fetched and run at idle on every page for a hint
 * most visits never see.
 *
 * The hint hangs from an anchor laid over the button, inside it, rather than wrapping it:
 * wrapping would mount the button anew when the code arrives, and a click pressed at that moment
 * was lost. Once here, MUI's tooltip runs the hint from the anchor with its own hover rules
 * (delay, a pointer on its way to the hint keeps it open, Escape closes it); keyboard focus,
 * which the anchor cannot take, and a pointer that arrived before the code, are handled here.
 */
function useLazyHint() {
  const [Tooltip, setTooltip] = useState<Tooltip | null>(null);
  const [open, setOpen] = useState(false);
  /** Whether a mouse is over the button or keyboard focus is on it. */
  const engaged = useRef(false);
  const requested = useRef(false);
  const loaded = useRef(false);
  const openTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const load = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    import(/* webpackChunkName: "tooltip" */ '@mui/material/Tooltip').then(
      // Opening is the timer's: a hint whose code comes after its delay shows as it arrives.
      (module) => {
        loaded.current = true;
        setTooltip(() => module.default);
      },
      () => {
        // Offline, say: the button works without its hint, and the next hover asks again.
        requested.current = false;
      },
    );
  }, []);

  const engage = useCallback(
    (delayMs: number) => {
      engaged.current = true;
      load();
      clearTimeout(openTimer.current);
      openTimer.current = setTimeout(() => setOpen(engaged.current), delayMs);
    },
    [load],
  );
  const close = useCallback(() => {
    engaged.current = false;
    clearTimeout(openTimer.current);
    setOpen(false);
  }, []);
  useEffect(() => () => clearTimeout(openTimer.current), []);

  return {
    Tooltip,
    open,
    /** MUI's tooltip opening or closing the hint from the anchor (hover, Escape). */
    show: useCallback(() => setOpen(true), []),
    close,
    handlers: {
      onPointerEnter: (event: PointerEvent) => {
        // Once the code is here the tooltip opens the hint from the anchor itself; a second
        // timer here would only do the same. A finger has no hover: a tap would flash the hint.
        if (!loaded.current && event.pointerType !== 'touch') engage(OPEN_DELAY_MS);
      },
      onPointerLeave: () => {
        engaged.current = false;
        clearTimeout(openTimer.current);
        // Once the code is here the tooltip closes the hint itself: the pointer may be on its
        // way onto the hint, to read it (WCAG 1.4.13). Before, nothing else would close it.
        if (!loaded.current) setOpen(false);
      },
      onFocus: (event: FocusEvent) => {
        if (focusVisible(event.currentTarget)) engage(0);
      },
      onBlur: close,
    },
  };
}

/** Switches between light and dark; until the user chooses, the system preference rules. */
export function ThemeToggle() {
  const t = useT(layoutMessages);
  const { mode, setMode } = useColorMode();
  const hint = useLazyHint();
  const next = mode === 'dark' ? 'light' : 'dark';
  const label = t(next === 'dark' ? 'theme.toDark' : 'theme.toLight');
  const { Tooltip } = hint;
  return (
    <IconButton color="inherit" aria-label={label} onClick={() => setMode(next)} {...hint.handlers}>
      {mode === 'dark' ? <LightModeIcon /> : <DarkModeIcon />}
      {Tooltip && (
        <Tooltip title={label} open={hint.open} onOpen={hint.show} onClose={hint.close}>
          {/* Covers the button, so the tooltip sees the pointer; a click on it is the button's. */}
          <span aria-hidden style={{ position: 'absolute', inset: 0 }} />
        </Tooltip>
      )}
    </IconButton>
  );
}
