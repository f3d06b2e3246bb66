// The local mail catcher of `npm start` and `npm run demo` (SPEC §12.4): maildev from the npm
// registry, an SMTP server that keeps every message instead of delivering it, with a web inbox
// to read them. Both listen on loopback only — what the app e-mails is nobody else's to read.

/** maildev's command line, run with this Node (node_modules/.bin/maildev's target). */
export function mailCatcherArgs({ smtpPort, webPort }) {
  return [
    'node_modules/maildev/dist/bin/maildev.js',
    '--smtp',
    String(smtpPort),
    '--web',
    String(webPort),
    '--ip',
    '127.0.0.1',
    '--web-ip',
    '127.0.0.1',
    // In memory, and bounded: a long session never fills the disk or the memory.
    '--max-emails',
    '500',
  ];
}

/** The SMTP_URL the server sends to, and the URL of the web inbox. */
export function mailCatcherUrls({ smtpPort, webPort }) {
  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    inboxUrl: `http://localhost:${webPort}`,
  };
}
