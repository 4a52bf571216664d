import { escapeHtml } from './html.js';
import type { Mail } from './outbox.js';

export const MAILBOX_STYLE = `body{font:15px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem;color:#1b1b1f}
article{border:1px solid #d0d0d7;border-radius:8px;padding:1rem;margin:1rem 0}
h2{font-size:1.05rem;margin:0 0 .25rem}.meta{color:#5a5a66;font-size:.85rem}pre{white-space:pre-wrap;background:#f6f6f8;padding:.75rem;border-radius:6px}`;

const mailArticle = (mail: Mail): string =>
  [
    '<article>',
    `<h2>${escapeHtml(mail.subject)}</h2>`,
    `<p class="meta">To ${escapeHtml(mail.to)} · ${escapeHtml(new Date(mail.created_at_unix_ms).toISOString())}</p>`,
    mail.link === null ? '' : `<p><a href="${escapeHtml(mail.link)}">${escapeHtml(mail.link)}</a></p>`,
    `<pre>${escapeHtml(mail.text)}</pre>`,
    '</article>',
  ].join('');

/** The development mailbox as a plain HTML page, newest mail first, every value escaped. */
export const mailboxPage = (mails: readonly Mail[]): string =>
  [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>Cadence dev mailbox</title><style>${MAILBOX_STYLE}</style></head><body>`,
    '<h1>Cadence dev mailbox</h1>',
    `<p>${mails.length} mail${mails.length === 1 ? '' : 's'}, newest first. JSON: <a href="/v1/dev/mailbox">/v1/dev/mailbox</a>.</p>`,
    mails.length === 0 ? '<p>No mail yet.</p>' : mails.map(mailArticle).join(''),
    '</body></html>',
  ].join('');
