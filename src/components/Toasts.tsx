import {
  createContext,
  useCallback,
  useContext,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { fetchCodeAhead } from '../lib/fetchCodeAhead';
import { usePrefetchWhenIdle } from '../hooks/usePrefetchWhenIdle';
import type { ShowToast } from './toastOptions';

interface ToastHostProps {
  onReady: (show: ShowToast) => void;
}

const ToastContext = createContext<ShowToast | null>(null);

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** The host's code, downloaded but not run (lib/fetchCodeAhead.ts). */
const fetchHostCode = () =>
  fetchCodeAhead((done, fail) => require.ensure(['./ToastHost'], done, fail, 'toasts'));

/**
 * Toasts for the whole app. notistack (and its styling engine) is run with the first toast
 * rather than with every page: most pages never show one, and a page should not wait for it
 * before it renders. A toast asked for meanwhile is shown as soon as the host is ready.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [Host, setHost] = useState<ComponentType<ToastHostProps> | null>(null);
  // The stack itself is mounted with the first toast: until then its code is here (see below)
  // but drawing its provider and styles would be work for nothing on most pages.
  const [wanted, setWanted] = useState(false);
  const [ready] = useState(() => deferred<ShowToast>());
  const loading = useRef(false);

  const loadHost = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    import(/* webpackChunkName: "toasts" */ './ToastHost').then(
      (module) => setHost(() => module.default),
      () => {
        // Offline, say: the next toast tries again, and waiting toasts show once it loads.
        loading.current = false;
      },
    );
  }, []);

  // Downloaded once the first screen is drawn too: a toast that reports a failure (the clipboard
  // refused, the connection lost) must not itself wait on the network. Run and drawn only when
  // asked: most pages never show a toast.
  usePrefetchWhenIdle(fetchHostCode);

  const showToast = useCallback<ShowToast>(
    (message, options) => {
      setWanted(true);
      loadHost();
      void ready.promise.then((show) => show(message, options));
    },
    [loadHost, ready],
  );

  return (
    <ToastContext.Provider value={showToast}>
      {children}
      {Host && wanted && <Host onReady={ready.resolve} />}
    </ToastContext.Provider>
  );
}

/** Shows a toast through the provider above (which loads notistack on demand). */
export function useToast(): ShowToast {
  const showToast = useContext(ToastContext);
  if (!showToast) throw new Error('useToast needs the ToastProvider above it');
  return showToast;
}
