// Serves the production build (dist/) on loopback with a history fallback, so deep links such
// as /dashboard/account load index.html like they would behind a real web server. Text assets
// are compressed (brotli or gzip, by the browser's Accept-Encoding) as a real deployment does,
// so page-load measurements against this server see production transfer sizes. Every response
// carries the build's security headers (security-headers.json, written by the build from
// src/config/webSecurityHeaders.ts; deploy/Caddyfile sends the same ones), and a route's
// address its chunks' preload header (route-preloads.json, src/config/routePreloads.ts).
import { createReadStream, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';

const root = resolve(process.env.DIST_DIR ?? 'dist');
const port = Number(process.env.WEB_PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * Already-compressed formats (png, jpg, webp, ico) gain nothing from another pass. Source maps
 * are left out: only devtools fetch them, and compressing megabytes of maps at the strongest
 * settings would add seconds to every start.
 */
const TEXT_EXTENSIONS = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt']);
/** Below this, the encoding header costs about what compression saves. */
const MIN_COMPRESS_BYTES = 512;

if (!existsSync(join(root, 'index.html'))) {
  console.error(`No build found in ${root}. Run "npm run build" first.`);
  process.exit(1);
}

const HEADERS_FILE = join(root, 'security-headers.json');
if (!existsSync(HEADERS_FILE)) {
  // Serving without them would let any site frame the app: refuse, as for a missing build.
  console.error(
    `No security-headers.json in ${root}: the build predates it. Run "npm run build" again.`,
  );
  process.exit(1);
}
/** @type {Record<string, string>} */
const securityHeaders = JSON.parse(readFileSync(HEADERS_FILE, 'utf8'));

/**
 * Route path → its `Link` preload header (route-preloads.json, src/config/routePreloads.ts):
 * a route's own chunks are fetched with the page instead of after the app has started. A build
 * without the file (the bench's floor page) is served without them.
 * @type {Record<string, string>}
 */
const PRELOADS_FILE = join(root, 'route-preloads.json');
const routeLinkHeaders = existsSync(PRELOADS_FILE)
  ? JSON.parse(readFileSync(PRELOADS_FILE, 'utf8'))
  : {};

function filesUnder(directory) {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * Every text file is compressed once, at the strongest settings, starting at startup: a build
 * is served unchanged until the next start. The work runs in the background so the server
 * listens at once; a request for a file still being compressed waits for it. Smallest first,
 * so index.html is never queued behind the vendor chunk.
 */
function startCompressing() {
  const variants = new Map();
  const texts = filesUnder(root)
    .filter((file) => TEXT_EXTENSIONS.has(extname(file)))
    .map((file) => ({ file, content: readFileSync(file) }))
    .filter(({ content }) => content.length >= MIN_COMPRESS_BYTES)
    .sort((a, b) => a.content.length - b.content.length);
  for (const { file, content } of texts) {
    const both = Promise.all([
      brotliAsync(content, {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gzipAsync(content, { level: 9 }),
    ]).then(([br, gzipped]) => ({ br, gzip: gzipped }));
    // A failed compression only means that file is served as it is.
    variants.set(
      file,
      both.catch(() => undefined),
    );
  }
  return variants;
}

/** Encodings the request accepts (Accept-Encoding tokens, minus any with q=0). */
function acceptedEncodings(header) {
  return new Set(
    String(header ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, ...params]) => !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param)))
      .map(([token]) => token.toLowerCase()),
  );
}

function fileFor(urlPath) {
  const safe = normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, '');
  const candidate = join(root, safe);
  if (candidate.startsWith(root) && existsSync(candidate) && statSync(candidate).isFile()) {
    return candidate;
  }
  return null;
}

const compressed = startCompressing();

const server = createServer(async (request, response) => {
  const urlPath = new URL(request.url ?? '/', 'http://localhost').pathname;
  const file = fileFor(urlPath);
  // Unknown asset paths are real 404s; anything else is a client route.
  for (const [name, value] of Object.entries(securityHeaders)) response.setHeader(name, value);
  if (!file && urlPath.startsWith('/assets/')) {
    response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
    return;
  }
  const target = file ?? join(root, 'index.html');
  const routeLink = file ? undefined : routeLinkHeaders[urlPath.replace(/(.)\/+$/, '$1')];
  if (routeLink) response.setHeader('Link', routeLink);
  const immutable = target.includes(`${join(root, 'assets')}`);
  const headers = {
    'Content-Type': TYPES[extname(target)] ?? 'application/octet-stream',
    'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
  };
  const variants = await compressed.get(target);
  if (variants) {
    // Caches must keep one copy per encoding.
    headers.Vary = 'Accept-Encoding';
    const accepted = acceptedEncodings(request.headers['accept-encoding']);
    const encoding = ['br', 'gzip'].find((name) => accepted.has(name));
    if (encoding) {
      response.writeHead(200, {
        ...headers,
        'Content-Encoding': encoding,
        'Content-Length': variants[encoding].length,
      });
      response.end(variants[encoding]);
      return;
    }
  }
  response.writeHead(200, headers);
  createReadStream(target).pipe(response);
});

server.listen(port, host, () => {
  console.log(`Serving ${root} at http://localhost:${port}`);
});
