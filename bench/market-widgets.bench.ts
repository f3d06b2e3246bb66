/**
 * Prints what the market widgets add to the production build and, with --paint, how long the
 * first chart takes to paint in fixtures mode. Figures only; nothing is asserted.
 *
 *   npx webpack --mode production >/dev/null && node --import tsx bench/market-widgets.bench.ts
 *   node --import tsx bench/market-widgets.bench.ts --paint [path]   (needs ports 8080/4000 free)
 *
 * A chunk counts as "market widgets" when its source map lists lightweight-charts or
 * src/features/market/widgets — so the figure holds whatever names webpack gives the chunks.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import WebSocket from 'ws';

const ASSETS = 'dist/assets';
const WIDGET_SOURCES = [/node_modules\/lightweight-charts\//, /src\/features\/market\/widgets\//];

interface ChunkFigure {
  file: string;
  bytes: number;
  gzipBytes: number;
  initial: boolean;
}

function widgetChunks(): ChunkFigure[] {
  const html = readFileSync('dist/index.html', 'utf8');
  return readdirSync(ASSETS)
    .filter((file) => file.endsWith('.js'))
    .flatMap((file) => {
      let sources: string[] = [];
      try {
        sources = (
          JSON.parse(readFileSync(path.join(ASSETS, `${file}.map`), 'utf8')) as {
            sources: string[];
          }
        ).sources;
      } catch {
        return [];
      }
      if (!sources.some((source) => WIDGET_SOURCES.some((pattern) => pattern.test(source)))) {
        return [];
      }
      const code = readFileSync(path.join(ASSETS, file));
      return [
        {
          file,
          bytes: code.length,
          gzipBytes: gzipSync(code, { level: 9 }).length,
          initial: html.includes(file),
        },
      ];
    });
}

async function timeToFirstChartPaint(route: string): Promise<number> {
  const { startStack, WEB_URL, WEB_PORT, API_URL } = await import('../e2e/support/stack');
  const { launchBrowser } = await import('../e2e/support/browser');
  const stack = await startStack();
  const browser = await launchBrowser();
  try {
    const email = `bench-${Date.now()}@example.com`;
    const password = 'Bench-paint-1';
    await fetch(`${API_URL}/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Bench Mark',
        email,
        password,
        zipCode: '1',
        address: '1 Bench Road',
        countryOfResidence: 'nowhere',
        currency: '$',
        investmentGoal: 'none',
      }),
    });
    const login = (await (
      await fetch(`${API_URL}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      })
    ).json()) as { token: string; user: unknown };
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.addInitScript(
      ([user, token]) => {
        localStorage.setItem('userDetails', JSON.stringify(user));
        localStorage.setItem('userToken', JSON.stringify(token));
      },
      [login.user, login.token] as const,
    );
    // Market REST calls and the ticker socket go to the fixture feed, whatever the build's URLs.
    await page.route(
      (url) => /\/(coins\/|global$|images\/)/.test(url.pathname) && url.port !== String(WEB_PORT),
      async (request) => {
        const url = new URL(request.request().url());
        const rest = url.pathname.replace(/^.*?\/(coins\/|global$|images\/)/, '/$1');
        const response = await request.fetch({
          url: `${API_URL}/market/api/v3${rest}${url.search}`,
        });
        await request.fulfill({ response });
      },
    );
    await page.routeWebSocket(/./, (socket) => {
      const upstream = new WebSocket(`${API_URL.replace('http', 'ws')}/market/stream`);
      // ws hands a message over as one Buffer (its default binaryType, 'nodebuffer').
      upstream.on('message', (data) => socket.send((data as Buffer).toString()));
      socket.onClose(() => upstream.close());
    });
    await page.goto(`${WEB_URL}${route}`);
    // A string, not a function: tsx would wrap named helpers in a `__name` the page lacks.
    return await page.evaluate<number>(`new Promise((resolve) => {
      function drawn() {
        return [...document.querySelectorAll('canvas')].some((canvas) => {
          const context = canvas.getContext('2d');
          if (!context || canvas.width === 0) return false;
          const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
          for (let index = 4; index < data.length; index += 4) {
            if (data[index] !== data[0] || data[index + 1] !== data[1]) return true;
          }
          return false;
        });
      }
      function check() {
        if (drawn()) resolve(performance.now());
        else if (performance.now() > 30000) resolve(NaN);
        else requestAnimationFrame(check);
      }
      check();
    })`);
  } finally {
    await browser.close();
    await stack.stop();
  }
}

async function main(): Promise<void> {
  const chunks = widgetChunks();
  if (chunks.length === 0) {
    console.log('No market widget chunks in dist/ — build first (npx webpack --mode production).');
  } else {
    console.log('Market widget chunks (dist/assets):');
    for (const chunk of chunks.sort((a, b) => b.gzipBytes - a.gzipBytes)) {
      console.log(
        `  ${chunk.file.padEnd(52)} ${String(chunk.bytes).padStart(8)} B  ${String(chunk.gzipBytes).padStart(7)} B gzip${chunk.initial ? '  (in the initial page load!)' : ''}`,
      );
    }
    const total = chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0);
    const initial = chunks
      .filter((chunk) => chunk.initial)
      .reduce((sum, c) => sum + c.gzipBytes, 0);
    console.log(`Total added JavaScript: ${total} B gzip (${(total / 1024).toFixed(1)} KiB)`);
    console.log(`Of which loaded on pages without charts: ${initial} B gzip`);
  }

  const paintIndex = process.argv.indexOf('--paint');
  if (paintIndex !== -1) {
    const route = process.argv[paintIndex + 1] ?? '/dashboard';
    const ms = await timeToFirstChartPaint(route);
    console.log(
      Number.isNaN(ms)
        ? `No chart painted on ${route} within 30 s (does the page have a chart?)`
        : `Time to first chart paint on ${route} (fixtures mode): ${ms.toFixed(0)} ms after navigation start`,
    );
  }
}

void main();
