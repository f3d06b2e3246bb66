// The two production builds the browser journeys use beside dist/: the demo's (e2e/demo.e2e.ts
// runs `npm run demo` on ports of its own) and the staging bundle with Redux DevTools on
// (e2e/devtools.e2e.ts). Each bakes its API's address into the bundle, so each is its own
// webpack build (about a minute on the 2-core machines).
//
// `npm test` builds both in its parallel pool (scripts/test-all.mjs) and sets E2E_PREBUILT=on
// for the journeys, so no browser worker stands idle while webpack takes the CPU. A journey run
// by itself (`npx playwright test`, no E2E_PREBUILT) still builds what it needs first, so it
// can never test a bundle left over from older code.
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const apiPort = Number(process.env.E2E_API_PORT ?? 4000);
const webPort = Number(process.env.E2E_WEB_PORT ?? 8080);

/** The demo's ports and build folder, beside the suite's stack (4000, 8080, 1225, 1280). */
export const DEMO_E2E = {
  apiPort: 4310,
  webPort: 8390,
  mailSmtpPort: 1325,
  mailWebPort: 1390,
  distDir: 'dist-demo-e2e',
};

/** What `scripts/demo.mjs` reads to use DEMO_E2E's ports and folder. */
export function demoEnv() {
  return {
    DEMO_API_PORT: String(DEMO_E2E.apiPort),
    DEMO_WEB_PORT: String(DEMO_E2E.webPort),
    DEMO_MAIL_SMTP_PORT: String(DEMO_E2E.mailSmtpPort),
    DEMO_MAIL_WEB_PORT: String(DEMO_E2E.mailWebPort),
    DEMO_DIST_DIR: DEMO_E2E.distDir,
  };
}

/** The staging bundle's web server and its own reference server, beside the suite's stack. */
export const STAGING = {
  webPort: webPort + 1,
  apiPort: apiPort + 101,
  distDir: `${process.env.DIST_DIR ?? 'dist'}-devtools`,
};
export const STAGING_WEB_URL = `http://localhost:${STAGING.webPort}`;
export const STAGING_API_URL = `http://localhost:${STAGING.apiPort}`;

/** The staging build: production mode with REDUX_DEVTOOLS=on, pointed at STAGING's API. */
export function stagingBuild() {
  return {
    command: process.execPath,
    args: [
      'node_modules/webpack-cli/bin/cli.js',
      '--mode',
      'production',
      '--no-stats',
      '--output-path',
      STAGING.distDir,
    ],
    env: {
      REDUX_DEVTOOLS: 'on',
      API_URL: STAGING_API_URL,
      MARKET_DATA_URL: `${STAGING_API_URL}/market/api/v3`,
      MARKET_STREAM_URL: `ws://localhost:${STAGING.apiPort}/market/stream`,
    },
  };
}

/**
 * True when `npm test` built these bundles for this run (E2E_PREBUILT=on). Then a missing
 * build is an error, not a reason to build here.
 */
export function usePrebuilt(distDir) {
  if (process.env.E2E_PREBUILT !== 'on') return false;
  if (!existsSync(join(distDir, 'index.html'))) {
    throw new Error(`E2E_PREBUILT=on, but there is no build in ${distDir}/`);
  }
  return true;
}
