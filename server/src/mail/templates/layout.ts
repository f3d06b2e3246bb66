import { ALWAYS_EMAILED_KINDS } from '../../../../src/api/contract/constants';
import type { NotificationKind } from '../../../../src/api/contract';
import type { Language } from '../../../../src/i18n/languages';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import type { MailLayoutText } from './layoutText';

/**
 * Every e-mail Meridian sends, in one layout per language (the words in en.ts, es.ts, de.ts):
 * a greeting, the anti-phishing phrase when the user has one, the title and body the caller
 * wrote, and a footer saying why it came and how to switch it off — security e-mails cannot be.
 */
const LAYOUTS: Record<Language, MailLayoutText> = { en, es, de };

export interface MailContent {
  kind: NotificationKind;
  language: Language;
  title: string;
  body: string;
  /** The user's anti-phishing phrase (SPEC §12.5), when they have set one. */
  phrase?: string | undefined;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/** Blank-line separated paragraphs, single line breaks kept: the body as the caller wrote it. */
function htmlParagraphs(text: string): string {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\r?\n/g, '<br>')}</p>`)
    .join('\n');
}

function footer(words: MailLayoutText, kind: NotificationKind): string {
  return (ALWAYS_EMAILED_KINDS as readonly string[]).includes(kind)
    ? words.securityFooter
    : words.optionalFooter.replace('{kind}', words.kinds[kind]);
}

export function renderMail({ kind, language, title, body, phrase }: MailContent): RenderedMail {
  const words = LAYOUTS[language];
  const why = footer(words, kind);
  const phraseLine = phrase ? `${words.phraseLabel} ${phrase}` : undefined;
  const text = [
    ...(phraseLine ? [phraseLine, ''] : []),
    words.greeting,
    '',
    title,
    '',
    body.trim(),
    '',
    words.signature,
    '',
    '--',
    why,
    '',
  ].join('\n');
  const html = [
    '<!DOCTYPE html>',
    `<html lang="${language}">`,
    '<head><meta charset="utf-8">',
    `<title>${escapeHtml(title)}</title></head>`,
    '<body style="font-family: Arial, Helvetica, sans-serif; color: #1f2933; line-height: 1.5;">',
    ...(phrase
      ? [
          '<p style="border: 1px solid #cbd2d9; padding: 8px 12px;">',
          `${escapeHtml(words.phraseLabel)} <strong>${escapeHtml(phrase)}</strong></p>`,
        ]
      : []),
    `<p>${escapeHtml(words.greeting)}</p>`,
    `<h1 style="font-size: 20px;">${escapeHtml(title)}</h1>`,
    htmlParagraphs(body),
    `<p>${escapeHtml(words.signature)}</p>`,
    `<hr><p style="font-size: 12px; color: #616e7c;">${escapeHtml(why)}</p>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
  // A header holds one line: a line break in a title must not start another header.
  return { subject: title.replace(/\s*[\r\n]+\s*/g, ' ').trim(), text, html };
}
