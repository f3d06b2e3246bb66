/**
 * Browser APIs jsdom lacks. matchMedia answers "no match" (light scheme, desktop-first queries
 * false), which is what a plain desktop browser without preferences reports. jsdom's own CSS
 * applies @media rules at its 1024 × 768 window; for the queries the app asks (below sm, a
 * dark preference) "no match" agrees with that width.
 */
if (typeof window !== 'undefined' && !window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

if (typeof window !== 'undefined' && !window.scrollTo.toString().includes('native')) {
  // jsdom's scrollTo logs "not implemented"; route changes call it.
  window.scrollTo = () => undefined;
}
