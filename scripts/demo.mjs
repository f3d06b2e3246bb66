// `npm run demo`: the whole product on one machine with no internet access — the reference API
// on a throwaway in-memory database (never the .data/ of `npm start`), its offline market feed
// (MARKET_DATA=fixtures: a synthetic data set and a replayed ticker stream), a mail catcher
// that receives the e-mail the API sends (its web inbox printed beside the app's URL), and a
// production build of the SPA pointed at both, served on loopback. The SPA labels every market figure as
// sample data because the feed itself says so (x-market-data headers), not because of this
// script. Ctrl+C (or SIGTERM) stops everything it started.
//
// Ports default to 4100 (API), 8180 (SPA), 1125 (mail catcher's SMTP) and 1180 (its inbox),
// beside `npm start`'s 4000, 8080, 1025 and 1080, so the demo and the product can run at the
// same time. DEMO_API_PORT, DEMO_WEB_PORT, DEMO_MAIL_SMTP_PORT, DEMO_MAIL_WEB_PORT and
// DEMO_DIST_DIR (a dist-* folder, git-ignored) move them.
//
// `npm test` builds the demo's bundle in its parallel pool and starts the demo on it
// (scripts/e2e-builds.mjs): DEMO_BUILD_ONLY=on only builds it and exits; DEMO_PREBUILT=on
// skips the build and serves what DEMO_DIST_DIR holds.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { mailCatcherArgs, mailCatcherUrls } from './mail-catcher.mjs';
import { isPortOpen } from './ports.mjs';

const apiPort = Number(process.env.DEMO_API_PORT ?? 4100);
const webPort = Number(process.env.DEMO_WEB_PORT ?? 8180);
const mailPorts = {
  smtpPort: Number(process.env.DEMO_MAIL_SMTP_PORT ?? 1125),
  webPort: Number(process.env.DEMO_MAIL_WEB_PORT ?? 1180),
};
const mail = mailCatcherUrls(mailPorts);
const distDir = process.env.DEMO_DIST_DIR ?? 'dist-demo';
const apiUrl = `http://localhost:${apiPort}`;
const webUrl = `http://localhost:${webPort}`;
const buildOnly = process.env.DEMO_BUILD_ONLY === 'on';
const prebuilt = process.env.DEMO_PREBUILT === 'on';

/** Anything else could be committed by mistake, or be the `dist/` that `npm test` builds. */
if (!/^dist-[\w.-]+$/.test(basename(distDir)) || basename(distDir) !== distDir) {
  console.error(`DEMO_DIST_DIR must be a dist-* folder name (git-ignored), not "${distDir}".`);
  process.exit(2);
}
if (prebuilt && !existsSync(join(distDir, 'index.html'))) {
  console.error(`DEMO_PREBUILT=on, but there is no build in ${distDir}/.`);
  process.exit(2);
}

for (const [port, name, variable] of buildOnly
  ? []
  : [
      [apiPort, 'API', 'DEMO_API_PORT'],
      [webPort, 'web', 'DEMO_WEB_PORT'],
      [mailPorts.smtpPort, 'mail catcher SMTP', 'DEMO_MAIL_SMTP_PORT'],
      [mailPorts.webPort, 'mail inbox', 'DEMO_MAIL_WEB_PORT'],
    ]) {
  if (await isPortOpen(port)) {
    console.error(
      `Port ${port} (the demo's ${name} port) is in use — is a demo already running? ` +
        `Stop it, or pick another port: ${variable}=<port> npm run demo`,
    );
    process.exit(1);
  }
}

const children = new Set();
let stopping = false;

/**
 * Each child leads its own process group, so stopping it also stops what it started (webpack's
 * minifier workers): nothing is left behind, whichever moment the demo is stopped at.
 */
function run(name, args, env, { capture, quiet } = {}) {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', capture ? 'pipe' : quiet ? 'ignore' : 'inherit', 'inherit'],
    detached: true,
  });
  children.add(child);
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (!stopping && !(name === 'build' && code === 0)) {
      console.error(
        `Demo: the ${name} stopped (${signal ?? `exit code ${code}`}); stopping the demo.`,
      );
      void stopAll(1);
    }
  });
  return child;
}

function stopAll(code) {
  if (stopping) return;
  stopping = true;
  process.exitCode = code;
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
  // A child that ignores SIGTERM for five seconds is killed, so Ctrl+C always ends the demo.
  setTimeout(() => {
    for (const child of children) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
  }, 5_000).unref();
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

async function waitForPort(port, child, name) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (stopping || child.exitCode !== null) throw new Error(`the ${name} did not start`);
    if (await isPortOpen(port)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the ${name} did not listen on port ${port} within two minutes`);
}

/** The demo's production build, pointed at the demo's API; resolves to whether it passed. */
function buildSpa() {
  const build = run(
    'build',
    [
      'node_modules/webpack-cli/bin/cli.js',
      '--mode',
      'production',
      '--output-path',
      resolve(distDir),
      '--no-stats',
    ],
    {
      // The build reads its hosts from these; they also set its Content-Security-Policy.
      API_URL: apiUrl,
      MARKET_DATA_URL: `${apiUrl}/market/api/v3`,
      MARKET_STREAM_URL: `ws://localhost:${apiPort}/market/stream`,
      // Its market figures are the offline feed's samples: no copy may claim live prices.
      DEMO_BUILD: 'on',
    },
  );
  return new Promise((done) => build.on('exit', (code) => done(code === 0)));
}

if (buildOnly) {
  console.log(`Meridian demo: building the SPA into ${distDir}/ only (DEMO_BUILD_ONLY=on)…`);
  process.exit((await buildSpa()) ? 0 : 1);
}

console.log(
  `Meridian demo: starting the API on ${apiUrl} (in-memory database, sample market feed) and ` +
    (prebuilt
      ? `serving the build already in ${distDir}/ (DEMO_PREBUILT=on)…`
      : `building the SPA into ${distDir}/ (a minute or two)…`),
);

// Before the API, so the first e-mail finds it listening (until then mail waits in the outbox).
const catcher = run('mail catcher', mailCatcherArgs(mailPorts), {}, { quiet: true });

const api = run(
  'API server',
  ['--import', 'tsx', 'server/src/main.ts'],
  {
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    // Throwaway: the demo must never read or write the .data/ of `npm start`.
    DATA_DIR: 'memory://',
    DATABASE_URL: '',
    DEMO_ACCOUNT: 'on',
    // A year of sample activity in the demo account (server/src/demo), labelled as such.
    DEMO_ACTIVITY: 'on',
    // A NODE_ENV=production left in the shell would demand a TOKEN_SECRET and refuse the demo
    // account; a throwaway demo is not a production server.
    NODE_ENV: 'development',
    MARKET_DATA: 'fixtures',
    // A demo shows the address book end to end: a saved address is usable at once (SPEC §11.4).
    ADDRESS_HOLD_HOURS: '0',
    SMTP_URL: mail.smtpUrl,
    CORS_ORIGIN: webUrl,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  },
  { capture: true },
);

// The server prints the demo account's email and password (never a seed phrase); they are
// repeated once everything is up, next to the URL.
const credentials = {};
let apiOutput = '';
api.stdout.on('data', (chunk) => {
  const text = chunk.toString();
  apiOutput += text;
  credentials.email ??= /email:\s+(\S+)/.exec(apiOutput)?.[1];
  credentials.password ??= /password:\s+(\S+)/.exec(apiOutput)?.[1];
  // Keep the server's own lines (warnings, errors) visible, minus the credentials block
  // that the banner below repeats.
  for (const line of text.split('\n')) {
    if (line.trim() && !/^(Created the demo account:|\s+(email|password):)/.test(line)) {
      console.log(`[api] ${line}`);
    }
  }
});

try {
  if (!prebuilt && !(await buildSpa())) throw new Error('the SPA build failed');
  const web = run('web server', ['scripts/serve-build.mjs'], {
    DIST_DIR: distDir,
    WEB_PORT: String(webPort),
    HOST: '127.0.0.1',
  });
  await Promise.all([
    waitForPort(apiPort, api, 'API server'),
    waitForPort(webPort, web, 'web server'),
    waitForPort(mailPorts.webPort, catcher, 'mail catcher'),
  ]);
  console.log(
    [
      '',
      `Meridian demo is running: open ${webUrl}`,
      '',
      ...(credentials.email && credentials.password
        ? [
            '  Sign in with the demo account:',
            `    email:    ${credentials.email}`,
            `    password: ${credentials.password}`,
          ]
        : ['  (The API did not report a demo account; see its output above.)']),
      '',
      `  E-mail the demo sends arrives in the mail catcher: ${mail.inboxUrl}`,
      '',
      '  Market figures are SAMPLE data (synthetic, generated for demos), not live prices;',
      '  the database lives in memory and is gone when the demo stops. Ctrl+C stops it.',
      '',
    ].join('\n'),
  );
} catch (error) {
  if (!stopping) {
    console.error(`Demo: ${error.message}; stopping.`);
    stopAll(1);
  }
}
