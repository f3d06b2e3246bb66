/**
 * The web tier's security headers (src/config/webSecurityHeaders.ts) reach the browser from
 * both web servers, as a build writes them: scripts/serve-build.mjs (`npm run serve:build`,
 * the browser tests' web server) and Caddy with deploy/Caddyfile (the production recipe;
 * skipped where the caddy binary is missing — .ci/run installs Debian's).
 * Runs with Node's test runner: node --import tsx --test scripts/web-headers.test.ts
 */
import assert from 'node:assert/strict';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, before, describe, test } from 'node:test';
import {
  caddySecurityHeaders,
  documentSecurityHeaders,
  TRANSPORT_SECURITY_HEADERS,
  WEB_HEADER_FILES,
  webSecurityHeaders,
  type HeaderSet,
} from '../src/config/webSecurityHeaders';
import {
  caddyRoutePreloads,
  ROUTE_PRELOADS_FILE,
  routeLinkHeaders,
  type RoutePreloads,
} from '../src/config/routePreloads';
import { isPortOpen } from './ports.mjs';

const REPO_ROOT = resolve(__dirname, '..');
const SERVE_BUILD_PORT = 8098;
const CADDY_PORT = 8099;
const CONFIG = {
  apiUrl: 'https://meridian.example/api',
  marketDataUrl: 'https://api.coingecko.com/api/v3',
  marketStreamUrl: 'wss://stream.binance.com:9443/ws/!miniTicker@arr',
};
/** What a client route, the entry page, a hashed asset and a missing asset answer. */
const PATHS = ['/', '/dashboard/account', '/assets/app.0123456789.js', '/assets/missing.js'];
/** Two routes' own chunks, as a build lists them (src/config/routePreloads.ts). */
const PRELOADS: RoutePreloads = {
  '/': ['/assets/route-home.0123456789.js'],
  '/dashboard/account': ['/assets/42.0123456789.js', '/assets/route-account.0123456789.js'],
};
const LINKS = routeLinkHeaders(PRELOADS);

let scratch: string;
let dist: string;

/** A build as webpack.config.ts writes it: index.html, an asset and the two header files. */
function writeBuild(directory: string, { withHeaders = true } = {}): void {
  mkdirSync(join(directory, 'assets'), { recursive: true });
  writeFileSync(join(directory, 'index.html'), '<!doctype html><title>Meridian</title>');
  writeFileSync(join(directory, 'assets/app.0123456789.js'), `console.log(1);\n`.repeat(100));
  if (!withHeaders) return;
  writeFileSync(
    join(directory, WEB_HEADER_FILES.json),
    JSON.stringify(webSecurityHeaders(CONFIG), null, 2),
  );
  writeFileSync(
    join(directory, WEB_HEADER_FILES.caddy),
    `${caddySecurityHeaders(CONFIG)}${caddyRoutePreloads(PRELOADS)}\n`,
  );
  writeFileSync(join(directory, ROUTE_PRELOADS_FILE), JSON.stringify(LINKS, null, 2));
}

/** Each route's address announces its own chunks; a route without any and an asset do not. */
async function assertRoutePreloads(origin: string): Promise<void> {
  for (const [path, link] of Object.entries(LINKS)) {
    assert.equal((await fetch(`${origin}${path}`)).headers.get('link'), link, path);
  }
  assert.equal(
    (await fetch(`${origin}/dashboard/account/`)).headers.get('link'),
    LINKS['/dashboard/account'],
    'a trailing slash',
  );
  for (const path of ['/plans', '/assets/app.0123456789.js']) {
    assert.equal((await fetch(`${origin}${path}`)).headers.get('link'), null, path);
  }
}

function assertHeaders(response: Response, expected: HeaderSet, where: string): void {
  for (const [name, value] of Object.entries(expected)) {
    assert.equal(response.headers.get(name), value, `${name} on ${where}`);
  }
}

async function waitForPort(port: number, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 30_000;
  while (!(await isPortOpen(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      assert.fail(`nothing listens on ${port}:\n${output()}`);
    }
    await new Promise((done) => setTimeout(done, 100));
  }
}

function start(command: string, args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(command, args, { cwd: REPO_ROOT, env: { ...process.env, ...env } });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await once(child, 'exit');
}

before(() => {
  scratch = mkdtempSync(join(tmpdir(), 'meridian-web-headers-'));
  dist = join(scratch, 'dist');
  writeBuild(dist);
});
after(() => rmSync(scratch, { recursive: true, force: true }));

/** Runs `check` against serve-build serving the test's build, stopping it afterwards. */
async function withServeBuild(check: (origin: string) => Promise<void>): Promise<void> {
  const server = start(process.execPath, ['scripts/serve-build.mjs'], {
    DIST_DIR: dist,
    WEB_PORT: String(SERVE_BUILD_PORT),
  });
  try {
    await waitForPort(SERVE_BUILD_PORT, server.child, server.output);
    await check(`http://127.0.0.1:${SERVE_BUILD_PORT}`);
  } finally {
    await stop(server.child);
  }
}

describe('serve:build', () => {
  test('sends every security header on pages, client routes, assets and 404s', () =>
    withServeBuild(async (origin) => {
      for (const path of PATHS) {
        const response = await fetch(`${origin}${path}`);
        assertHeaders(response, webSecurityHeaders(CONFIG), path);
      }
    }));

  test("announces a route's own chunks on its address", () => withServeBuild(assertRoutePreloads));

  test('refuses to serve a build without its security headers', async () => {
    const old = join(scratch, 'old-build');
    writeBuild(old, { withHeaders: false });
    const server = start(process.execPath, ['scripts/serve-build.mjs'], {
      DIST_DIR: old,
      WEB_PORT: String(SERVE_BUILD_PORT),
    });
    const [code] = (await once(server.child, 'exit')) as [number];
    assert.equal(code, 1);
    assert.match(server.output(), /No security-headers\.json in .*Run "npm run build" again/);
  });
});

const caddy = spawnSync('caddy', ['version']).status === 0;

describe('deploy/Caddyfile', { skip: caddy ? false : 'the caddy binary is not installed' }, () => {
  let config: string;

  before(() => {
    config = join(scratch, 'caddy');
    mkdirSync(config);
    copyFileSync(join(REPO_ROOT, 'deploy/Caddyfile'), join(config, 'Caddyfile'));
    // Where the Dockerfile puts the build's snippets: beside the Caddyfile.
    copyFileSync(join(dist, WEB_HEADER_FILES.caddy), join(config, WEB_HEADER_FILES.caddy));
  });

  test('sends the SPA every security header, and the API only HSTS of them', async () => {
    const server = start('caddy', ['run', '--config', join(config, 'Caddyfile')], {
      SITE_ADDRESS: `http://127.0.0.1:${CADDY_PORT}`,
      SPA_ROOT: dist,
      XDG_DATA_HOME: join(scratch, 'caddy-data'),
      XDG_CONFIG_HOME: join(scratch, 'caddy-config'),
    });
    try {
      await waitForPort(CADDY_PORT, server.child, server.output);
      for (const path of PATHS.slice(0, 3)) {
        const response = await fetch(`http://127.0.0.1:${CADDY_PORT}${path}`);
        assert.equal(response.status, 200, path);
        assertHeaders(response, webSecurityHeaders(CONFIG), path);
      }
      // No replica answers here (502): the API's responses carry its own headers, not the SPA's.
      const api = await fetch(`http://127.0.0.1:${CADDY_PORT}/api/health/live`);
      assertHeaders(api, TRANSPORT_SECURITY_HEADERS, '/api');
      for (const name of Object.keys(documentSecurityHeaders(CONFIG))) {
        assert.equal(api.headers.get(name), null, `${name} on /api`);
      }
      await assertRoutePreloads(`http://127.0.0.1:${CADDY_PORT}`);
    } finally {
      await stop(server.child);
    }
  });
});
