/**
 * SPEC §12.5 security e-mails, sent by the mail job to a real SMTP server on loopback: a sign-in
 * from a new browser (time, browser and OS, IP, a lock link), the lock and the unlock, the
 * anti-phishing phrase in every e-mail once set and never e-mailed alone, and a lock made while
 * the mail server is down (the lock holds; the e-mail arrives once the server is back). On
 * PGlite, and on PostgreSQL with DATABASE_URL.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Secret, TOTP } from 'otpauth';
import type {
  EnableTwoFactorResponse,
  LoginSuccessResponse,
  TwoFactorSetupResponse,
} from '../../src/api/contract';
import { DEFAULT_MAIL_CONFIG } from '../src/mail/mailSettings';
import {
  assertError,
  createUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from './helpers';
import { startTestSmtp, type ReceivedMail, type TestSmtp } from './support/smtp';

let smtp: TestSmtp;
let server: TestServer;

before(async () => {
  smtp = await startTestSmtp();
  server = await startTestServer({
    jobs: true,
    addressHoldHours: 0,
    mail: { ...DEFAULT_MAIL_CONFIG, smtpUrl: smtp.url, sweepSeconds: 1 },
  });
});
after(async () => {
  await server.close();
  await smtp.stop();
});

const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const PHRASE = 'purple heron 42';
const BTC_ADDRESS = 'bc1qcoldwallet000000000000000000000';

const mailTo = (user: TestUser) => smtp.messages.filter(({ to }) => to.includes(user.email));
const textOf = (mail: ReceivedMail | undefined) => mail?.parsed.text ?? '';

async function mailArrives(user: TestUser, count: number): Promise<ReceivedMail[]> {
  const deadline = Date.now() + 20_000;
  while (mailTo(user).length < count) {
    if (Date.now() > deadline) {
      assert.fail(
        `${count} e-mail(s) to ${user.email} did not arrive (${mailTo(user).length} did)`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return mailTo(user);
}

/** Waits for the outbox to have sent everything queued for `user`, then returns their mail. */
async function allSent(user: TestUser): Promise<ReceivedMail[]> {
  const [row] = await server.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM mail_outbox o JOIN users u ON u.id = o.user_id
      WHERE u.email = $1`,
    [user.email],
  );
  return mailArrives(user, row?.n ?? 0);
}

const signIn = (user: TestUser, deviceId?: string) =>
  server.request<LoginSuccessResponse>('POST', '/auth/login', {
    body: { email: user.email, password: user.password, ...(deviceId ? { deviceId } : {}) },
    headers: { 'user-agent': CHROME_ON_WINDOWS },
  });

const setPhrase = (user: TestUser, phrase: string | null) =>
  server.request('PUT', '/auth/anti-phishing-phrase', { token: user.token, body: { phrase } });

test('a sign-in from a new browser is e-mailed once per browser, with time, browser, IP, lock link and phrase', async () => {
  const user = await createUser(server);
  // The first sign-in (createUser's, right after registration) told nobody.
  assert.equal(textOf((await allSent(user)).at(-1)).includes('New sign-in'), false);
  assert.equal((await setPhrase(user, PHRASE)).status, 204);
  const afterPhrase = (await allSent(user)).length;

  assert.equal((await signIn(user, 'browser-a')).status, 200);
  const [mail] = (await mailArrives(user, afterPhrase + 1)).slice(afterPhrase);
  assert.equal(mail?.parsed.subject, 'New sign-in to your account');
  const text = textOf(mail);
  assert.match(text, /Your anti-phishing phrase: purple heron 42/);
  assert.match(text, /Device: Chrome 120 — Windows 10/);
  assert.match(text, /IP address: (127\.0\.0\.1|::1|::ffff:127\.0\.0\.1)/);
  assert.match(text, /Time: \d{4}-\d\d-\d\d \d\d:\d\d UTC/);
  assert.match(text, /Lock your account: http:\/\/localhost:8080\/lock-account#token=[\w-]{43}/);
  assert.ok(mail?.parsed.html && mail.parsed.html.includes(PHRASE));

  // The same browser again: nothing new. Another one, or none at all: e-mailed.
  assert.equal((await signIn(user, 'browser-a')).status, 200);
  assert.equal((await signIn(user, 'browser-b')).status, 200);
  assert.equal((await signIn(user)).status, 200);
  const told = (await allSent(user)).slice(afterPhrase);
  assert.equal(told.filter((m) => m.parsed.subject === 'New sign-in to your account').length, 3);
});

test('the phrase is in every e-mail once set — never in the one saying it changed — and no e-mail holds a secret', async () => {
  const user = await createUser(server);
  assert.equal((await setPhrase(user, PHRASE)).status, 204);
  const saved = await server.request('POST', '/withdrawal/addresses', {
    token: user.token,
    body: { label: 'Cold wallet', asset: 'BTC', address: BTC_ADDRESS },
  });
  assert.equal(saved.status, 201, saved.text);
  assert.equal((await signIn(user, 'another-browser')).status, 200);
  assert.equal((await server.request('POST', '/auth/lock', { token: user.token })).status, 204);
  const unlocked = await server.request('POST', '/auth/unlock', {
    body: { email: user.email, password: user.password, seedPhrase: user.seedPhrase },
  });
  assert.equal(unlocked.status, 200, unlocked.text);

  const mails = await allSent(user);
  const bySubject = new Map(mails.map((mail) => [mail.parsed.subject, textOf(mail)]));
  const changed = bySubject.get('Your anti-phishing phrase was changed');
  assert.ok(changed !== undefined, [...bySubject.keys()].join(', '));
  assert.doesNotMatch(changed, /purple heron/);
  assert.doesNotMatch(changed, /anti-phishing phrase:/);
  for (const subject of [
    'New withdrawal address',
    'New sign-in to your account',
    'Your account is locked',
    'Your account is unlocked',
  ]) {
    const text = bySubject.get(subject);
    assert.ok(text !== undefined, `no "${subject}" e-mail`);
    assert.match(text, /Your anti-phishing phrase: purple heron 42/, subject);
    assert.match(text, /Device: Chrome 120|Device: Unknown browser/, subject);
  }
  assert.match(bySubject.get('Your account is locked') ?? '', /http:\/\/localhost:8080\/unlock/);
  assert.match(bySubject.get('Your account is unlocked') ?? '', /Withdrawals open again at/);
  for (const mail of mails) {
    const all = `${mail.parsed.subject}\n${textOf(mail)}\n${String(mail.parsed.html)}`;
    assert.ok(!all.includes(user.password), 'no password');
    assert.ok(!all.includes(user.seedPhrase), 'no seed phrase');
    assert.ok(!all.includes(BTC_ADDRESS), 'no whole address');
  }
});

test('2FA on and off and a password reset are e-mailed with time, browser and IP; each security e-mail but the lock and the unlock carries a lock link, none once the account is locked', async () => {
  const user = await createUser(server);
  const before = (await allSent(user)).length;
  const asChrome = { 'user-agent': CHROME_ON_WINDOWS };
  const setup = await server.request<TwoFactorSetupResponse>('POST', '/auth/2fa/setup', {
    token: user.token,
  });
  assert.equal(setup.status, 200, setup.text);
  const code = new TOTP({ secret: Secret.fromBase32(setup.body.secret) }).generate();
  const enabled = await server.request<EnableTwoFactorResponse>('POST', '/auth/2fa/enable', {
    token: user.token,
    body: { code },
    headers: asChrome,
  });
  assert.equal(enabled.status, 200, enabled.text);
  const disabled = await server.request('POST', '/auth/2fa/disable', {
    token: user.token,
    body: { code: enabled.body.recoveryCodes[0] },
    headers: asChrome,
  });
  assert.equal(disabled.status, 204, disabled.text);
  const newPassword = 'a-new-password-for-the-reset-1';
  const reset = await server.request('PUT', '/auth/edit-password', {
    body: { email: user.email, password: newPassword, seedPhrase: user.seedPhrase },
    headers: asChrome,
  });
  assert.equal(reset.status, 200, reset.text);

  const mails = (await allSent(user)).slice(before);
  const bySubject = new Map(mails.map((mail) => [mail.parsed.subject, textOf(mail)]));
  for (const subject of [
    'Two-factor authentication turned on',
    'Two-factor authentication turned off',
    'Your password was reset',
  ]) {
    const text = bySubject.get(subject);
    assert.ok(text !== undefined, `no "${subject}" e-mail in ${[...bySubject.keys()].join(', ')}`);
    assert.match(text, /Time: \d{4}-\d\d-\d\d \d\d:\d\d UTC/, subject);
    assert.match(text, /Device: Chrome 120 — Windows 10/, subject);
    assert.match(text, /IP address: (127\.0\.0\.1|::1|::ffff:127\.0\.0\.1)/, subject);
    assert.match(text, /Lock your account: http:\/\/localhost:8080\/lock-account#token=[\w-]{43}/);
  }

  // Queued while the account was open, sent once it is locked: no link to lock it again.
  const signedIn = await server.request<LoginSuccessResponse>('POST', '/auth/login', {
    body: { email: user.email, password: newPassword, deviceId: 'one-more-browser' },
  });
  assert.equal(signedIn.status, 200, signedIn.text);
  await server.db.query(
    `UPDATE mail_outbox SET next_attempt_at = clock_timestamp() + interval '1 hour'
      WHERE status = 'pending' AND user_id = (SELECT id FROM users WHERE email = $1)`,
    [user.email],
  );
  const locked = await server.request('POST', '/auth/lock', { token: signedIn.body.token });
  assert.equal(locked.status, 204, locked.text);
  await server.db.query(
    `UPDATE mail_outbox SET next_attempt_at = clock_timestamp()
      WHERE status = 'pending' AND user_id = (SELECT id FROM users WHERE email = $1)`,
    [user.email],
  );
  const late = (await mailArrives(user, before + mails.length + 2)).slice(before + mails.length);
  const lateBySubject = new Map(late.map((mail) => [mail.parsed.subject, textOf(mail)]));
  for (const subject of ['New sign-in to your account', 'Your account is locked']) {
    const text = lateBySubject.get(subject);
    assert.ok(text !== undefined, `no "${subject}" e-mail`);
    assert.doesNotMatch(text, /lock-account#token=/, subject);
  }
});

test('a lock made while the mail server is down holds, and its e-mail arrives when the server is back', async () => {
  const user = await createUser(server);
  const before = (await allSent(user)).length;
  await smtp.stop();
  try {
    assert.equal((await server.request('POST', '/auth/lock', { token: user.token })).status, 204);
    assertError(await signIn(user), 403, /Your account is locked/);
  } finally {
    await smtp.start();
  }
  // The job may have tried while the server was down: make every row due again now.
  await server.db.query(
    `UPDATE mail_outbox SET next_attempt_at = clock_timestamp()
      WHERE status = 'pending' AND user_id = (SELECT id FROM users WHERE email = $1)`,
    [user.email],
  );
  const [mail] = (await mailArrives(user, before + 1)).slice(before);
  assert.equal(mail?.parsed.subject, 'Your account is locked');
  assertError(await signIn(user), 403, /Your account is locked/);
});
