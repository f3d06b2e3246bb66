import { useEffect, useEffectEvent, useState } from 'react';
import { useLazyModule } from './useLazyModule';

export interface PopupCode<Module> {
  /** The popup's module once it has arrived (it stays, so closing plays the exit transition). */
  module: Module | undefined;
  /** The button was pressed: fetch the code, or fetch it again after a failure. */
  request: () => void;
  /** Fetch the code ahead of a press (the button is pointed at or focused); a failure is silent. */
  prefetch: () => void;
}

/**
 * The code of a popup that opens from a header button on every page (the language menu, the
 * navigation drawer, the notification inbox). It is fetched when the button is first pointed
 * at, focused or pressed. If it cannot be fetched (offline, or a deploy replaced the chunk),
 * `onFailed` runs once for that press — the caller says so in a toast — and the page stays as
 * it was, with whatever the user typed into it: React.lazy would have thrown the failure to
 * the error screen, which replaces the page. The next press asks again (webpack requests a
 * chunk anew after a failed load).
 */
export function usePopupCode<Module>(
  load: () => Promise<Module>,
  onFailed: () => void,
): PopupCode<Module> {
  const [wanted, setWanted] = useState(false);
  const code = useLazyModule(load, wanted);
  const { error, retry } = code;

  // Once per failure (each failed load is a new error), with the caller's latest closure.
  const failed = useEffectEvent(onFailed);
  useEffect(() => {
    if (error !== undefined) failed();
  }, [error]);

  return {
    module: code.module,
    request: () => (error === undefined ? setWanted(true) : retry()),
    prefetch: () => void load().catch(() => undefined),
  };
}
