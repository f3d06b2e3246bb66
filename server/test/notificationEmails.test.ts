/**
 * SPEC §12.4: an event's notification goes by e-mail too — queued in the event's transaction,
 * worded in the user's language, sent by the mail job to a real SMTP server on loopback. On
 * PGlite, and on PostgreSQL with DATABASE_URL.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { AddDepositResponse, NotificationSettings } from '../../src/api/contract';
import { DEFAULT_MAIL_CONFIG } from '../src/mail/mailSettings';
import { renderNotification } from '../src/notifications/notify';
import { approveDeposit } from '../src/operator/commands';
import { createUser, startTestServer, type TestServer, type TestUser } from './helpers';
import { startTestSmtp, type TestSmtp } from './support/smtp';

let smtp: TestSmtp;
let server: TestServer;

before(async () => {
  smtp = await startTestSmtp();
  server = await startTestServer({
    jobs: true,
    mail: { ...DEFAULT_MAIL_CONFIG, smtpUrl: smtp.url, sweepSeconds: 1 },
  });
});
after(async () => {
  await server.close();
  await smtp.stop();
});

/** Signs up a user whose app speaks `language` (the server learns it from their requests). */
async function userSpeaking(language: string): Promise<TestUser> {
  const user = await createUser(server);
  const settings = await server.request<NotificationSettings>('GET', '/notifications/settings', {
    token: user.token,
  });
  const saved = await server.request('PUT', '/notifications/settings', {
    token: user.token,
    body: settings.body,
    headers: { 'accept-language': language },
  });
  assert.equal(saved.status, 200, saved.text);
  return user;
}

const mailTo = (user: TestUser) => smtp.messages.filter(({ to }) => to.includes(user.email));

async function mailArrives(user: TestUser, count: number) {
  const deadline = Date.now() + 20_000;
  while (mailTo(user).length < count) {
    if (Date.now() > deadline) assert.fail(`${count} e-mail(s) to ${user.email} did not arrive`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return mailTo(user);
}

test('an approved deposit is e-mailed in the user’s language, with HTML and text parts', async () => {
  const user = await userSpeaking('de-DE');
  const added = await server.request<AddDepositResponse>('POST', '/transaction/add', {
    token: user.token,
    body: { amount: 1234 },
  });
  assert.equal(added.status, 201, added.text);
  const { reference } = added.body.transaction;
  await approveDeposit(server.db, reference);

  const [mail] = await mailArrives(user, 1);
  const expected = renderNotification(
    { kind: 'deposit_approved', details: { reference, amount: '1234.00' } },
    'de',
  );
  assert.equal(mail?.parsed.subject, expected.title);
  assert.match(mail?.parsed.text ?? '', /^Hallo,/);
  assert.ok(mail?.parsed.text?.includes(expected.body), mail?.parsed.text);
  assert.ok(expected.body.includes('1.234,00'), expected.body);
  assert.ok(typeof mail?.parsed.html === 'string' && mail.parsed.html.includes(reference));
  // The same event is in the inbox once.
  const inbox = await server.request<{ notifications: { title: string }[] }>(
    'GET',
    '/notifications',
    { token: user.token, headers: { 'accept-language': 'de' } },
  );
  assert.deepEqual(
    inbox.body.notifications.map(({ title }) => title),
    [expected.title],
  );
});

test('a switched-off kind is not e-mailed; a security event always is, never with the whole address', async () => {
  const user = await userSpeaking('en');
  const settings = await server.request<NotificationSettings>('GET', '/notifications/settings', {
    token: user.token,
  });
  const off = await server.request('PUT', '/notifications/settings', {
    token: user.token,
    body: { email: { ...settings.body.email, deposit_approved: false } },
  });
  assert.equal(off.status, 200, off.text);

  const added = await server.request<AddDepositResponse>('POST', '/transaction/add', {
    token: user.token,
    body: { amount: 50 },
  });
  await approveDeposit(server.db, added.body.transaction.reference);
  const address = 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh';
  const saved = await server.request('POST', '/withdrawal/addresses', {
    token: user.token,
    body: { label: 'Cold wallet', asset: 'BTC', address },
  });
  assert.equal(saved.status, 201, saved.text);

  const mail = await mailArrives(user, 1);
  // Give the job a few more sweeps: the deposit's e-mail must not follow.
  await new Promise((resolve) => setTimeout(resolve, 2_500));
  assert.equal(mailTo(user).length, 1);
  const [security] = mail;
  const text = `${security?.parsed.subject ?? ''}\n${security?.parsed.text ?? ''}\n${String(security?.parsed.html)}`;
  assert.match(text, /Cold wallet/);
  assert.ok(!text.includes(address), 'the whole address is never e-mailed');
  const [queued] = await server.db.query<{ kinds: string }>(
    `SELECT string_agg(kind, ',' ORDER BY kind) AS kinds
       FROM mail_outbox o JOIN users u ON u.id = o.user_id WHERE u.email = $1`,
    [user.email],
  );
  assert.equal(queued?.kinds, 'security');
});
