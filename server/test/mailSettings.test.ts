/** SPEC §12.7: the e-mail settings as main.ts reads them from the environment. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readMailSettings } from '../src/mail/mailSettings';

test('defaults: no SMTP server, the Meridian sender, a 10-second sweep, 8 attempts', () => {
  assert.deepEqual(readMailSettings({}), {
    smtpUrl: undefined,
    from: 'Meridian <no-reply@meridian.localhost>',
    sweepSeconds: 10,
    maxAttempts: 8,
  });
});

test('SMTP_URL, MAIL_FROM, MAIL_SWEEP_SECONDS and MAIL_MAX_ATTEMPTS are read as given', () => {
  assert.deepEqual(
    readMailSettings({
      SMTP_URL: ' smtps://mailer:pa55@mail.example.com:465 ',
      MAIL_FROM: 'Meridian Alerts <alerts@example.com>',
      MAIL_SWEEP_SECONDS: '2',
      MAIL_MAX_ATTEMPTS: '3',
    }),
    {
      smtpUrl: 'smtps://mailer:pa55@mail.example.com:465',
      from: 'Meridian Alerts <alerts@example.com>',
      sweepSeconds: 2,
      maxAttempts: 3,
    },
  );
  assert.equal(readMailSettings({ MAIL_FROM: 'bare@example.com' }).from, 'bare@example.com');
});

test('a malformed setting stops the server with a message naming it, never echoing SMTP_URL', () => {
  for (const url of [
    'http://mail.example.com',
    'not a url',
    'ftp://user:secret@mail.example.com',
  ]) {
    assert.throws(
      () => readMailSettings({ SMTP_URL: url }),
      (error: Error) =>
        /^SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/.test(error.message) &&
        !error.message.includes(url),
    );
  }
  for (const from of ['no address', 'Meridian <two@at@example.com>', 'a@b.c\nBcc: x@y.z']) {
    assert.throws(() => readMailSettings({ MAIL_FROM: from }), /MAIL_FROM must be/);
  }
  for (const [name, value] of [
    ['MAIL_SWEEP_SECONDS', '0'],
    ['MAIL_SWEEP_SECONDS', '1.5'],
    ['MAIL_MAX_ATTEMPTS', '-1'],
    ['MAIL_MAX_ATTEMPTS', 'ten'],
  ] as const) {
    assert.throws(() => readMailSettings({ [name]: value }), new RegExp(`${name} must be`));
  }
});
