import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { setMarketSocketFactory } from '../api/marketStream';
import { loadMessageFormatter } from '../i18n';
import { forgetLanguage } from '../i18n/languageStore';
import { FakeSocket } from './fakeSocket';
import { server } from './server';

// Lazy route chunks compile on first import under jest; on a loaded 2-core machine that can
// take longer than Testing Library's 1 s default for findBy/waitFor.
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// As the app does after its first paint (src/index.tsx): English records in the store (a
// sign-out notice with a plural) are written with it.
beforeAll(() => loadMessageFormatter());
// No test opens a real WebSocket: pages with live widgets get a silent stand-in by default;
// stream tests inject and drive their own.
beforeEach(() => setMarketSocketFactory((url) => new FakeSocket(url)));
afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
  // The next test starts in the browser's language again (jsdom's: English).
  forgetLanguage();
});
afterAll(() => server.close());
