import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on loopback for tests (smtp-server; every message parsed with mailparser),
 * never a mocked transport. It can be stopped and started again on the same port (the mail
 * server down, then back), refuse recipients for good (550), and hold the greeting of new
 * connections (a slow server) until released.
 */
export interface ReceivedMail {
  /** The envelope's recipients, as the sender gave them in RCPT TO. */
  to: string[];
  parsed: ParsedMail;
}

export interface TestSmtp {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string;
  port: number;
  /** Every message accepted, in order of arrival. */
  messages: ReceivedMail[];
  /** Closes the listener and any open connection: the port refuses connections. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
  /** Answers 550 to RCPT TO for `address` from now on. */
  refuseRecipient(address: string): void;
  /**
   * New connections get no greeting until the returned function is called (or the client gives
   * up); `connected` settles when the first such connection arrives.
   */
  holdGreetings(): { connected: Promise<void>; release: () => void };
  /** Resolves once `count` messages have arrived; rejects, saying how many did, after `timeoutMs`. */
  waitForMessages(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
}

export async function startTestSmtp(): Promise<TestSmtp> {
  const messages: ReceivedMail[] = [];
  const refused = new Set<string>();
  const arrivals = new Set<() => void>();
  let hold: { release: Promise<void>; arrived: () => void } | undefined;
  let server: SMTPServer | undefined;
  let port = 0;

  const create = () =>
    new SMTPServer({
      // Plain SMTP on loopback: no TLS to negotiate, no login to give.
      disabledCommands: ['STARTTLS', 'AUTH'],
      authOptional: true,
      logger: false,
      closeTimeout: 50,
      onConnect(_session, callback) {
        if (!hold) return callback();
        hold.arrived();
        void hold.release.then(() => callback());
      },
      onRcptTo(address, _session, callback) {
        if (refused.has(address.address.toLowerCase())) {
          const error = Object.assign(new Error('5.1.1 No such user here'), { responseCode: 550 });
          return callback(error);
        }
        callback();
      },
      onData(stream, session, callback) {
        simpleParser(stream)
          .then((parsed) => {
            messages.push({ to: session.envelope.rcptTo.map(({ address }) => address), parsed });
            for (const notify of arrivals) notify();
            callback();
          })
          .catch((error: unknown) => callback(error as Error));
      },
    });

  const start = async () => {
    server = create();
    server.listen(port, '127.0.0.1');
    await once(server.server, 'listening');
    port = (server.server.address() as AddressInfo).port;
  };
  await start();

  return {
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    get port() {
      return port;
    },
    messages,
    start,
    async stop() {
      const running = server;
      server = undefined;
      if (running) await new Promise<void>((resolve) => running.close(() => resolve()));
    },
    refuseRecipient(address) {
      refused.add(address.toLowerCase());
    },
    holdGreetings() {
      let release = () => {};
      let arrived = () => {};
      const connected = new Promise<void>((resolve) => (arrived = resolve));
      const released = new Promise<void>((resolve) => (release = resolve));
      hold = { release: released, arrived };
      return {
        connected,
        release: () => {
          hold = undefined;
          release();
        },
      };
    },
    waitForMessages(count, timeoutMs = 30_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (messages.length < count) return;
          done();
          resolve(messages.slice());
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`expected ${count} e-mails, ${messages.length} arrived`));
        }, timeoutMs);
        const done = () => {
          clearTimeout(timer);
          arrivals.delete(check);
        };
        arrivals.add(check);
        check();
      });
    },
  };
}
