import { StrictMode, startTransition } from 'react';
import { requestPageCode, routeKeyAt } from './app/pageCode';
// The two small modules, not the i18n index: that would evaluate the message formatter in this first step.
import { INTL_LOCALES } from './i18n/languages';
import { currentLanguage } from './i18n/languageStore';
import { loadMessageFormatter } from './i18n/translate';
import { prepareMoneyFormatting } from './lib/money';
import { initialColorMode } from './lib/colorMode';
import { whenIdle } from './lib/whenIdle';
import { yieldToMain } from './lib/yieldToMain';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

/**
 * The app starts in several short tasks instead of one long one (issue 15): evaluating all of
 * its start-up code at once blocked a slow phone's main thread for ~230 ms, during which a tap
 * went unanswered. The modules are all in the entry's own files ("eager": no extra request);
 * each step evaluates one group of them and then yields, so the browser can handle input and
 * paint in between. Each step's modules need only those of the steps before it. Each step is one
 * of the app's own modules, not a library: a library's whole namespace imported here would keep
 * every export of it in the bundle.
 */
async function start(root: HTMLElement) {
  // The opening page's code downloads while the steps below run, instead of after them (the
  // page asks again when it first renders and shares this download). A failure is the page's
  // to report: it asks again and shows the error screen.
  const opening = routeKeyAt(window.location.pathname);
  if (opening) requestPageCode(opening, true).catch(() => undefined);
  const { createRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await yieldToMain();
  // MUI and the theme of the colour scheme the first render paints in.
  const { themeFor } = await import(/* webpackMode: "eager" */ './app/theme');
  themeFor(initialColorMode());
  await yieldToMain();
  // Redux Toolkit and RTK Query: the API slice.
  await import(/* webpackMode: "eager" */ './api/api');
  await yieldToMain();
  // The feature slices and redux-persist.
  await import(/* webpackMode: "eager" */ './app/store');
  await yieldToMain();
  // React Router's hooks, the header, footer and navigation.
  await import(/* webpackMode: "eager" */ './app/AppFrame');
  await yieldToMain();
  // Creates the store and the pages' registry; the routes ask for the opening page's code.
  const { App } = await import(/* webpackMode: "eager" */ './app/App');
  await yieldToMain();
  // A transition renders in slices that give the main thread back every few milliseconds.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
  // While the page's code downloads: money formatting's one-off set-up (lib/money.ts), for
  // the locale the first render formats with.
  await yieldToMain();
  prepareMoneyFormatting(undefined, INTL_LOCALES[currentLanguage()]);
  // Plurals, selects and tags need FormatJS's formatter (src/i18n/translate.tsx), which is not
  // part of the first render: it comes once the browser is idle, so the screens and store
  // records that use it find it here. A failed download is asked for again where needed.
  whenIdle(() => void loadMessageFormatter().catch(() => undefined));
}

void start(container);
