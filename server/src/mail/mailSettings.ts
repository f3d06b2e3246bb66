/** The e-mail settings of SPEC §12.4 / §12.7, as the environment gives them. */
export interface MailSettings {
  /**
   * SMTP_URL (`smtp://127.0.0.1:1025`, `smtps://user:pass@mail.example.com`): where the mail job
   * sends. Unset, e-mails are still queued in the database and go out once a server with it
   * set runs the job.
   */
  smtpUrl: string | undefined;
  /** MAIL_FROM: the sender, `Meridian <no-reply@meridian.localhost>` by default. */
  from: string;
  /** MAIL_SWEEP_SECONDS: how often, across all instances, the job looks for e-mail to send. */
  sweepSeconds: number;
  /** MAIL_MAX_ATTEMPTS: tries before an e-mail is marked failed and left for an operator. */
  maxAttempts: number;
}

/**
 * How long the mail job waits on the SMTP server at each step: short, so a slow server delays
 * the mail (the job tries again later), never anything else.
 */
export interface SmtpTimeouts {
  connectionMs: number;
  greetingMs: number;
  socketMs: number;
}

/** What the server runs the mail job with: the settings, and timeouts a test may shorten. */
export interface MailConfig extends MailSettings {
  timeouts: SmtpTimeouts;
}

export const DEFAULT_MAIL_FROM = 'Meridian <no-reply@meridian.localhost>';
export const DEFAULT_MAIL_SWEEP_SECONDS = 10;
export const DEFAULT_MAIL_MAX_ATTEMPTS = 8;
export const DEFAULT_SMTP_TIMEOUTS: SmtpTimeouts = {
  connectionMs: 10_000,
  greetingMs: 10_000,
  socketMs: 30_000,
};

export const DEFAULT_MAIL_CONFIG: MailConfig = {
  smtpUrl: undefined,
  from: DEFAULT_MAIL_FROM,
  sweepSeconds: DEFAULT_MAIL_SWEEP_SECONDS,
  maxAttempts: DEFAULT_MAIL_MAX_ATTEMPTS,
  timeouts: DEFAULT_SMTP_TIMEOUTS,
};

const SWEEP_SECONDS_MAX = 3_600;
const MAX_ATTEMPTS_MAX = 100;

function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, max: number): number {
  const text = env[name]?.trim() || String(fallback);
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < 1 || value > max) {
    throw new Error(`${name} must be a whole number from 1 to ${max} (got "${env[name]}")`);
  }
  return value;
}

function smtpUrl(env: NodeJS.ProcessEnv): string | undefined {
  const text = env.SMTP_URL?.trim();
  if (!text) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(text);
  } catch {
    url = undefined;
  }
  // Never echo the value: it may carry the mail server's password.
  if (!url || (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') || !url.hostname) {
    throw new Error('SMTP_URL must be an smtp:// or smtps:// URL, e.g. smtp://127.0.0.1:1025');
  }
  return text;
}

/** `Name <address>` or a bare address, with one `@` and no line breaks (a header value). */
function mailFrom(env: NodeJS.ProcessEnv): string {
  const text = env.MAIL_FROM?.trim() || DEFAULT_MAIL_FROM;
  const address = /<([^<>]+)>$/.exec(text)?.[1] ?? text;
  if (/[\r\n]/.test(text) || !/^[^\s@<>]+@[^\s@<>]+$/.test(address)) {
    throw new Error(
      `MAIL_FROM must be an e-mail address, optionally with a name: "Meridian <no-reply@example.com>" (got "${env.MAIL_FROM}")`,
    );
  }
  return text;
}

export function readMailSettings(env: NodeJS.ProcessEnv): MailSettings {
  return {
    smtpUrl: smtpUrl(env),
    from: mailFrom(env),
    sweepSeconds: wholeNumber(
      env,
      'MAIL_SWEEP_SECONDS',
      DEFAULT_MAIL_SWEEP_SECONDS,
      SWEEP_SECONDS_MAX,
    ),
    maxAttempts: wholeNumber(env, 'MAIL_MAX_ATTEMPTS', DEFAULT_MAIL_MAX_ATTEMPTS, MAX_ATTEMPTS_MAX),
  };
}
