/**
 * SPEC §12.4, §12.6: the e-mail layout (src/mail/templates/) in every language and for every
 * kind — the caller's text escaped in HTML, a footer saying why it came and whether it can be
 * switched off, the anti-phishing phrase when given, and nothing secret added by the layout.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { NOTIFICATION_KINDS } from '../../src/api/contract/constants';
import { LANGUAGES } from '../../src/i18n/languages';
import { renderMail } from '../src/mail/templates/layout';

const SWITCH_OFF = {
  en: 'Account → Notifications',
  es: 'Cuenta → Notificaciones',
  de: 'Konto → Benachrichtigungen',
};

test('every kind in every language has both parts, and a footer only optional kinds can switch off', () => {
  for (const language of LANGUAGES) {
    for (const kind of NOTIFICATION_KINDS) {
      const mail = renderMail({ kind, language, title: 'Title', body: 'Body' });
      assert.match(mail.html, new RegExp(`<html lang="${language}">`));
      for (const part of [mail.text, mail.html]) {
        assert.match(part, /Title/);
        assert.match(part, /Body/);
        assert.equal(
          part.includes(SWITCH_OFF[language]),
          kind !== 'security',
          `${language} ${kind}`,
        );
      }
    }
  }
  assert.match(
    renderMail({ kind: 'security', language: 'en', title: 'T', body: 'B' }).text,
    /Security e-mails cannot be switched off\./,
  );
  assert.match(
    renderMail({ kind: 'price_alert', language: 'de', title: 'T', body: 'B' }).text,
    /E-Mails zu Preisalarmen/,
  );
});

test('the HTML part escapes the title, the body and the phrase', () => {
  const mail = renderMail({
    kind: 'message',
    language: 'en',
    title: '<script>alert(1)</script>',
    body: 'A & B <b>bold</b> "quoted" \'single\'\n\nSecond paragraph',
    phrase: '<img src=x onerror=alert(1)>',
  });
  assert.doesNotMatch(mail.html, /<script>|<b>|<img/);
  assert.match(mail.html, /&lt;script&gt;alert\(1\)&lt;\/script&gt;/);
  assert.match(mail.html, /A &amp; B &lt;b&gt;bold&lt;\/b&gt; &quot;quoted&quot; &#39;single&#39;/);
  assert.match(mail.html, /<p>Second paragraph<\/p>/);
  // The text part is the text as written.
  assert.match(mail.text, /A & B <b>bold<\/b>/);
});

test('the anti-phishing phrase is shown when given, and only then', () => {
  for (const language of LANGUAGES) {
    const without = renderMail({ kind: 'security', language, title: 'T', body: 'B' });
    const withPhrase = renderMail({
      kind: 'security',
      language,
      title: 'T',
      body: 'B',
      phrase: 'purple elephant',
    });
    assert.match(withPhrase.text, /purple elephant/);
    assert.match(withPhrase.html, /<strong>purple elephant<\/strong>/);
    assert.equal(without.text.split('\n').length, withPhrase.text.split('\n').length - 2);
    assert.doesNotMatch(without.html, /<strong>/);
  }
});

test('a line break in a title never reaches the subject header', () => {
  const mail = renderMail({
    kind: 'message',
    language: 'en',
    title: 'Hello\r\nBcc: someone@example.com',
    body: 'B',
  });
  assert.equal(mail.subject, 'Hello Bcc: someone@example.com');
});

test('the layout itself adds no address, code, token, link or password', () => {
  for (const language of LANGUAGES) {
    for (const kind of NOTIFICATION_KINDS) {
      const { subject, text, html } = renderMail({
        kind,
        language,
        title: 'Title',
        body: 'Body',
        phrase: 'Phrase',
      });
      // What a reader sees: the HTML part without its markup (whose colours are digits).
      const visibleHtml = html.replace(/<[^>]*>/g, '');
      const added = [subject, text, visibleHtml].join('\n').replace(/Title|Body|Phrase/g, '');
      assert.doesNotMatch(html, /href=|src=/i, 'a link or an image');
      assert.doesNotMatch(added, /@/, 'an address');
      assert.doesNotMatch(added, /\d{4,}/, 'a code');
      assert.doesNotMatch(added, /https?:|www\./i, 'a link');
      assert.doesNotMatch(added, /token|password|contraseña|passwort|código|code/i, 'a secret');
    }
  }
});
