import type { Clock } from '../clock.js';
import type { Database } from '../db/database.port.js';
import { newId } from '../random.js';

/** An e-mail to send: plain text and HTML bodies, and the action link it carries, if any. */
export interface OutgoingMail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly link: string | null;
}

/** The contract's Mail. */
export interface Mail extends OutgoingMail {
  readonly mail_id: string;
  readonly created_at_unix_ms: number;
}

interface MailRow {
  readonly [column: string]: unknown;
  readonly mail_id: string;
  readonly to_address: string;
  readonly subject: string;
  readonly text_body: string;
  readonly html_body: string;
  readonly link: string | null;
  readonly created_at_ms: number;
}

/** "Sends" a mail: the reference server keeps every mail in its outbox table. */
export const sendMail = async (db: Database, clock: Clock, mail: OutgoingMail): Promise<void> => {
  await db.query(
    'INSERT INTO mails (mail_id, to_address, subject, text_body, html_body, link, created_at_ms) VALUES ($1, $2, $3, $4, $5, $6, $7)',
    [newId(), mail.to, mail.subject, mail.text, mail.html, mail.link, clock.now()],
  );
};

const toMail = (row: MailRow): Mail => ({
  mail_id: row.mail_id,
  to: row.to_address,
  subject: row.subject,
  text: row.text_body,
  html: row.html_body,
  link: row.link,
  created_at_unix_ms: row.created_at_ms,
});

/** Every mail, newest first, optionally only those to one address. */
export const listMails = async (db: Database, to: string | null): Promise<readonly Mail[]> => {
  const rows = await db.query<MailRow>(
    'SELECT * FROM mails WHERE ($1::text IS NULL OR to_address = $1) ORDER BY created_at_ms DESC, seq DESC LIMIT 500',
    [to],
  );
  return rows.map(toMail);
};
