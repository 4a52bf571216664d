import { formatPrice, subscriptionCurrency } from '@cadence/domain';
import { escapeHtml } from '../../mail/html.js';
import { asMoney } from './sandbox-pricing.js';
import { groupedCardNumber, TEST_CARDS } from './test-cards.js';

export const SANDBOX_STYLE = `body{font:15px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:40rem;padding:0 1rem;color:#1b1b1f}
.banner{background:#fff4d6;border:1px solid #e8c96a;border-radius:6px;padding:.5rem .75rem;font-size:.9rem}
section{border:1px solid #d0d0d7;border-radius:8px;padding:1rem;margin:1rem 0}.error{color:#b3261e;font-weight:600}
label{display:block;margin:.5rem 0 .25rem}input{font:inherit;padding:.4rem;width:100%;box-sizing:border-box}
button{font:inherit;margin-top:.75rem;padding:.5rem 1rem}table{border-collapse:collapse;width:100%}
td,th{border-bottom:1px solid #e4e4ea;padding:.3rem;text-align:left}.meta{color:#5a5a66;font-size:.85rem}`;

/** A whole sandbox page; every value put into body must already be escaped. */
export const sandboxPage = (title: string, body: string): string =>
  [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title><style>${SANDBOX_STYLE}</style></head><body>`,
    '<p class="banner">Cadence payment sandbox: test cards only, nothing is charged.</p>',
    `<h1>${escapeHtml(title)}</h1>`,
    body,
    '</body></html>',
  ].join('');

/** An amount as the product displays it: "$22", "21€". */
export const formatCents = (cents: number, currency: string): string => formatPrice(asMoney(cents, subscriptionCurrency(currency)));

/** "22 November 2026". */
export const formatDate = (ms: number): string =>
  new Date(ms).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

export const link = (href: string, text: string): string => `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;

export const errorLine = (message: string | null): string =>
  message === null ? '' : `<p class="error" role="alert">${escapeHtml(message)}</p>`;

/** The card-number form of checkout and payment-method pages. */
export const cardForm = (action: string, button: string): string =>
  [
    `<form method="post" action="${escapeHtml(action)}">`,
    '<label for="card_number">Card number</label>',
    '<input id="card_number" name="card_number" inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242" required>',
    `<button type="submit">${escapeHtml(button)}</button>`,
    '</form>',
  ].join('');

/** The list of test cards shown under every card form. */
export const testCardList = (): string =>
  [
    '<section><h2>Test cards</h2><ul>',
    ...TEST_CARDS.map((card) => `<li><code>${groupedCardNumber(card.number)}</code>: ${escapeHtml(card.description)}</li>`),
    '</ul></section>',
  ].join('');

export const notFoundPage = (what: string): string =>
  sandboxPage('Not found', `<p>${escapeHtml(`This ${what} does not exist or has expired.`)}</p>`);
