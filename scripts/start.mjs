// `npm start`: the whole product on one machine — the reference API server on the embedded
// database (data under .data/) and the SPA dev server — with no other set-up. Ctrl+C stops both.
import { spawn } from 'node:child_process';

const apiPort = process.env.PORT ?? '4000';
const webPort = process.env.WEB_PORT ?? '8080';

const children = [
  spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, CORS_ORIGIN: `http://localhost:${webPort}` },
  }),
  spawn(
    process.execPath,
    ['node_modules/webpack-cli/bin/cli.js', 'serve', '--mode', 'development'],
    {
      stdio: 'inherit',
      env: {
        ...process.env,
        WEB_PORT: webPort,
        API_URL: process.env.API_URL ?? `http://localhost:${apiPort}`,
      },
    },
  ),
];

console.log(`Meridian: open http://localhost:${webPort} (API on http://localhost:${apiPort})`);

let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}

for (const child of children) {
  child.on('exit', (code) => stopAll(code ?? 0));
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
