import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, type WriteStream } from 'node:fs';
import { mailCatcherArgs, mailCatcherUrls } from '../../scripts/mail-catcher.mjs';
import { isPortOpen } from '../../scripts/ports.mjs';

/**
 * Starts the product the way a user runs it: the production build served on loopback and the
 * reference server on a fresh in-memory database. The ports must match the API_URL the build
 * was made with: by default 8080 and 4000 (the build's defaults). A second stack can run beside
 * the first with E2E_WEB_PORT / E2E_API_PORT and DIST_DIR pointing at a build made for them.
 */
export const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 8080);
export const API_PORT = Number(process.env.E2E_API_PORT ?? 4000);
export const WEB_URL = `http://localhost:${WEB_PORT}`;
export const API_URL = `http://localhost:${API_PORT}`;
/**
 * The mail catcher `npm start` runs (maildev, scripts/mail-catcher.mjs), on ports of its own so
 * a developer's `npm start` catcher can run beside the tests: the server sends every e-mail to
 * it, and journeys read what arrived from its inbox's API (e2e/support/mailCatcher.ts).
 */
const MAIL_PORTS = {
  smtpPort: Number(process.env.E2E_MAIL_SMTP_PORT ?? 1225),
  webPort: Number(process.env.E2E_MAIL_WEB_PORT ?? 1280),
};
export const MAIL = mailCatcherUrls(MAIL_PORTS);
/**
 * Turns on the server's loopback operator endpoint, so journeys can drive the operator CLI
 * against the in-memory database (e2e/support/operator.ts). Kept in the environment: Playwright
 * loads this module in its runner (which starts the servers) and again in every worker (which
 * runs the CLI), and the workers inherit the runner's environment, so all of them agree.
 */
export const OPERATOR_SECRET =
  (process.env.E2E_OPERATOR_SECRET ??= `e2e-${randomBytes(24).toString('hex')}`);

async function waitForPort(port: number, child: ChildProcess, name: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited early (code ${child.exitCode})`);
    if (await isPortOpen(port)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${name} did not listen on port ${port} within 60 s`);
}

function start(
  name: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  log?: WriteStream,
) {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: 'pipe' });
  const output: string[] = [];
  const record = (chunk: Buffer) => {
    output.push(chunk.toString());
    log?.write(`[${name}] ${chunk.toString()}`);
  };
  child.stdout?.on('data', record);
  child.stderr?.on('data', record);
  return { name, child, output };
}

export interface Stack {
  stop(): Promise<void>;
  /** Server output, for a failing journey's report. */
  logs(): string;
}

interface StackOptions {
  /** Also writes the servers' output to this file as it comes (read by the test workers). */
  logFile?: string;
}

/** The reference server's settings for the browser tests, on `port`. */
function apiServerEnv(port: number, apiEnv: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return {
    PORT: String(port),
    DATA_DIR: 'memory://',
    CORS_ORIGIN: WEB_URL,
    LOG_LEVEL: 'warn',
    // Every journey signs in from 127.0.0.1; the production limit (30/min) would throttle
    // a full suite. The limit itself is covered by the server tests.
    AUTH_RATE_LIMIT: '1000',
    // Cheap password hashes: at the production cost (~0.5 s of a core each here) the suite's
    // sign-ups and sign-ins spent minutes hashing. The cost itself, its rehash on sign-in and
    // the production refusal of this setting are covered by the server tests.
    PASSWORD_HASH_COST: 'test',
    // The offline market feed (server/src/market): REST under /market/api/v3 and a replayed
    // ticker stream at /market/stream, so the charts are testable with no internet.
    MARKET_DATA: 'fixtures',
    // Prices refreshed every 2 s rather than 15, so a trading journey sees the offline feed's
    // replayed price move within seconds (the default interval is covered by the server tests).
    PRICE_REFRESH_SECONDS: '2',
    // A saved withdrawal address is usable at once, so a journey can withdraw to the address
    // it just saved; the 24-hour default hold is covered by the server tests.
    ADDRESS_HOLD_HOURS: '0',
    // Every notification's e-mail goes to the mail catcher, looked for every second (the
    // default 5-second sweep is covered by the server tests).
    SMTP_URL: MAIL.smtpUrl,
    MAIL_SWEEP_SECONDS: '1',
    OPERATOR_SECRET,
    ...apiEnv,
  };
}

const API_ARGS = ['--import', 'tsx', 'server/src/main.ts'];

/**
 * One more reference server on `port` (its own in-memory database), e.g. with a short
 * TOKEN_TTL_SECONDS for a journey that needs a setting the shared one does not have.
 */
export async function startApiServer(port: number, apiEnv: NodeJS.ProcessEnv): Promise<Stack> {
  if (await isPortOpen(port)) throw new Error(`Port ${port} is already in use.`);
  const api = start('api', process.execPath, API_ARGS, apiServerEnv(port, apiEnv));
  const logs = () => api.output.join('');
  const stop = () =>
    new Promise<void>((resolve) => {
      if (api.child.exitCode !== null) return resolve();
      api.child.once('exit', () => resolve());
      api.child.kill('SIGTERM');
    });
  try {
    await waitForPort(port, api.child, 'API server');
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${logs()}`);
  }
  return { stop, logs };
}

/** `apiEnv` adds or overrides the API server's settings (e.g. a short TOKEN_TTL_SECONDS). */
export async function startStack(
  apiEnv: NodeJS.ProcessEnv = {},
  { logFile }: StackOptions = {},
): Promise<Stack> {
  for (const port of [WEB_PORT, API_PORT, MAIL_PORTS.smtpPort, MAIL_PORTS.webPort]) {
    if (await isPortOpen(port)) {
      throw new Error(`Port ${port} is already in use; stop the running Meridian first.`);
    }
  }
  const log = logFile ? createWriteStream(logFile) : undefined;
  const processes = [
    start(
      'web',
      process.execPath,
      ['scripts/serve-build.mjs'],
      { WEB_PORT: String(WEB_PORT) },
      log,
    ),
  ];
  processes.push(start('mail', process.execPath, mailCatcherArgs(MAIL_PORTS), {}, log));
  if (existsSync('server/src/main.ts')) {
    processes.push(start('api', process.execPath, API_ARGS, apiServerEnv(API_PORT, apiEnv), log));
  }
  const stop = async () => {
    await Promise.all(
      processes.map(
        ({ child }) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      ),
    );
    log?.end();
  };
  try {
    await waitForPort(WEB_PORT, processes[0]!.child, 'web server');
    await waitForPort(MAIL_PORTS.webPort, processes[1]!.child, 'mail catcher');
    if (processes[2]) await waitForPort(API_PORT, processes[2].child, 'API server');
  } catch (error) {
    const logs = processes.map((p) => `[${p.name}]\n${p.output.join('')}`).join('\n');
    await stop();
    throw new Error(`${(error as Error).message}\n${logs}`);
  }
  return {
    stop,
    logs: () => processes.map((p) => `[${p.name}]\n${p.output.join('')}`).join('\n'),
  };
}
