import { escapeHtml } from './html.js';
import type { OutgoingMail } from './outbox.js';

interface MailContent {
  readonly subject: string;
  readonly lines: readonly string[];
  readonly action: string;
  readonly link: string;
  readonly closing: string;
}

/** The product-updates footer: a link that stops them (only for users who agreed to them). */
export interface UpdatesFooter {
  readonly optOutLink: string;
}

const SIGNATURE = 'Thanks,\nYour Cadence team';
const FOOTER_TEXT = 'You receive product updates from Cadence. Stop them:';

const textBody = (content: MailContent, footer: UpdatesFooter | null): string =>
  [
    'Hello,', '', ...content.lines, '', `${content.action}: ${content.link}`, '', content.closing, '', SIGNATURE,
    ...(footer === null ? [] : ['', '--', `${FOOTER_TEXT} ${footer.optOutLink}`]),
  ].join('\n');

const htmlBody = (content: MailContent, footer: UpdatesFooter | null): string =>
  [
    '<!doctype html><html><body>',
    '<p>Hello,</p>',
    ...content.lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(content.link)}">${escapeHtml(content.action)}</a></p>`,
    `<p>${escapeHtml(content.closing)}</p>`,
    `<p>${escapeHtml(SIGNATURE).replace('\n', '<br>')}</p>`,
    footer === null ? '' : `<hr><p><small>${escapeHtml(FOOTER_TEXT)} <a href="${escapeHtml(footer.optOutLink)}">Stop product updates</a></small></p>`,
    '</body></html>',
  ].join('');

const render = (to: string, content: MailContent, footer: UpdatesFooter | null = null): OutgoingMail => ({
  to,
  subject: content.subject,
  text: textBody(content, footer),
  html: htmlBody(content, footer),
  link: content.link,
});

export const verificationMail = (to: string, link: string, footer: UpdatesFooter | null): OutgoingMail =>
  render(to, {
    subject: 'Verify your e-mail for Cadence',
    lines: [`Follow this link to verify your e-mail address ${to}.`],
    action: 'Verify e-mail address',
    link,
    closing: "If you didn't ask to verify this address, you can ignore this e-mail.",
  }, footer);

export const passwordResetMail = (to: string, link: string, footer: UpdatesFooter | null): OutgoingMail =>
  render(to, {
    subject: 'Reset your password for Cadence',
    lines: [`Follow this link to reset the password of your Cadence account ${to}. The link works once, for one hour.`],
    action: 'Reset password',
    link,
    closing: "If you didn't ask to reset your password, you can ignore this e-mail.",
  }, footer);

export const signInRequestMail = (to: string, link: string, staffEmail: string): OutgoingMail =>
  render(to, {
    subject: 'Cadence support asks for access to your account',
    lines: [`${staffEmail} from Cadence support asks for temporary access to your account ${to}.`],
    action: 'Review the request',
    link,
    closing: 'Nothing changes unless you grant access. If you did not contact support, ignore this e-mail.',
  });

export const emailChangeMail = (to: string, link: string): OutgoingMail =>
  render(to, {
    subject: 'Confirm your new e-mail address for Cadence',
    lines: [`Follow this link to make ${to} the e-mail address of your Cadence account.`],
    action: 'Confirm new e-mail address',
    link,
    closing: "If you didn't ask for this change, you can ignore this e-mail.",
  });

export const emailRevertMail = (to: string, newEmail: string, link: string): OutgoingMail =>
  render(to, {
    subject: 'The e-mail address of your Cadence account was changed',
    lines: [`The e-mail address of your Cadence account was changed from ${to} to ${newEmail}.`],
    action: 'Undo this change',
    link,
    closing: 'If you made this change, you can ignore this e-mail.',
  });
