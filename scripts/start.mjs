// `npm start`: the whole product on one machine — the reference API server on the embedded
// database (data under .data/), the SPA dev server and a mail catcher that receives the e-mail
// the API sends (unless SMTP_URL names a mail server of your own) — with no other set-up.
// Ctrl+C stops them all.
import { spawn } from 'node:child_process';
import { mailCatcherArgs, mailCatcherUrls } from './mail-catcher.mjs';

const apiPort = process.env.PORT ?? '4000';
const webPort = process.env.WEB_PORT ?? '8080';
const mailPorts = {
  smtpPort: process.env.MAIL_SMTP_PORT ?? '1025',
  webPort: process.env.MAIL_WEB_PORT ?? '1080',
};
const ownSmtp = process.env.SMTP_URL?.trim();
const catcher = ownSmtp ? undefined : mailCatcherUrls(mailPorts);

const children = [
  ...(catcher
    ? [
        spawn(process.execPath, mailCatcherArgs(mailPorts), {
          stdio: ['ignore', 'ignore', 'inherit'],
        }),
      ]
    : []),
  spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: apiPort,
      CORS_ORIGIN: `http://localhost:${webPort}`,
      SMTP_URL: ownSmtp || catcher.smtpUrl,
    },
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

console.log(
  `Meridian: open http://localhost:${webPort} (API on http://localhost:${apiPort}; ` +
    (catcher ? `e-mail it sends: ${catcher.inboxUrl})` : `e-mail goes to SMTP_URL)`),
);

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
