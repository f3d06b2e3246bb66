import type { DevToolsEnhancerOptions } from '@reduxjs/toolkit';
import { devToolsSetting } from '../../config/config';
import type * as StoreModule from '../store';
import { actionSanitizer, devToolsOptions, stateSanitizer } from '../devTools';

/**
 * The staging switch (issue 18): REDUX_DEVTOOLS=on|off at build time, on in development and
 * off in production by default; when on, the store hands DevTools the sanitizers and traces.
 */

type DevToolsCompose = jest.Mock<
  (...enhancers: ((next: unknown) => unknown)[]) => unknown,
  [DevToolsEnhancerOptions]
>;

interface DevToolsWindow {
  __REDUX_DEVTOOLS_EXTENSION_COMPOSE__?: DevToolsCompose;
}

/**
 * Loads a fresh copy of the store (and of RTK, which looks for the extension when it loads)
 * with the extension's compose hook stubbed and REDUX_DEVTOOLS set, and builds a store.
 */
function buildStoreWith(setting: string | undefined): DevToolsCompose {
  const extensionCompose: DevToolsCompose = jest.fn(
    (_options: DevToolsEnhancerOptions) =>
      (...enhancers: ((next: unknown) => unknown)[]) =>
      (createStore: unknown) =>
        enhancers.reduceRight((next, enhancer) => enhancer(next), createStore),
  );
  const devToolsWindow = window as DevToolsWindow;
  const previous = process.env.REDUX_DEVTOOLS;
  devToolsWindow.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ = extensionCompose;
  if (setting === undefined) delete process.env.REDUX_DEVTOOLS;
  else process.env.REDUX_DEVTOOLS = setting;
  try {
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh module registry
      const { setupStore } = require('../store') as typeof StoreModule;
      setupStore();
    });
  } finally {
    delete devToolsWindow.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__;
    if (previous === undefined) delete process.env.REDUX_DEVTOOLS;
    else process.env.REDUX_DEVTOOLS = previous;
  }
  return extensionCompose;
}

describe('the REDUX_DEVTOOLS build setting', () => {
  it('is on in development and off in production unless set', () => {
    expect(devToolsSetting(undefined, 'development')).toBe(true);
    expect(devToolsSetting('', 'development')).toBe(true);
    expect(devToolsSetting(undefined, 'production')).toBe(false);
  });

  it('on and off decide in any mode, in any case; a typo falls back to the mode', () => {
    expect(devToolsSetting('on', 'production')).toBe(true);
    expect(devToolsSetting(' ON ', 'production')).toBe(true);
    expect(devToolsSetting('off', 'development')).toBe(false);
    expect(devToolsSetting('yes', 'production')).toBe(false);
    expect(devToolsSetting('yes', 'development')).toBe(true);
  });

  it('off gives configureStore no DevTools at all', () => {
    expect(devToolsOptions(false)).toBe(false);
  });

  it('on gives DevTools the sanitizers, with action traces', () => {
    expect(devToolsOptions(true)).toEqual(
      expect.objectContaining({
        trace: true,
        traceLimit: expect.any(Number) as number,
        actionSanitizer,
        stateSanitizer,
      }),
    );
  });
});

describe('the store and the DevTools extension', () => {
  it('with REDUX_DEVTOOLS=on, connects with the sanitizers and traces', () => {
    const extensionCompose = buildStoreWith('on');
    expect(extensionCompose).toHaveBeenCalledTimes(1);
    const [options] = extensionCompose.mock.calls[0] ?? [];
    if (!options) throw new Error('DevTools received no options');
    expect(options).toMatchObject({ trace: true, name: 'Meridian' });
    // The very functions of src/app/devTools.ts: the copies in the fresh registry mask alike.
    const action = { type: 'x', payload: { token: 't-1' } };
    expect(options.actionSanitizer?.(action, 0)).toEqual({
      type: 'x',
      payload: { token: '[masked]' },
    });
    expect(options.stateSanitizer?.({ session: { token: 't-1' } }, 0)).toEqual({
      session: { token: '[masked]' },
    });
  });

  it('with REDUX_DEVTOOLS=off, never calls the extension', () => {
    expect(buildStoreWith('off')).not.toHaveBeenCalled();
  });

  it('unset, follows the mode (on under test, as in development)', () => {
    expect(buildStoreWith(undefined)).toHaveBeenCalledTimes(1);
  });
});
