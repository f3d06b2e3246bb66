import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { server } from './server';

// Lazy route chunks compile on first import under jest; on a loaded 2-core machine that can
// take longer than Testing Library's 1 s default for findBy/waitFor.
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());
