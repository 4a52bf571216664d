import type { Invoice } from '@cadence/application';
import { formatAbsoluteDate, formatPrice, money, toCents } from '@cadence/domain';
import * as E from 'fp-ts/lib/Either.js';
import { pipe } from 'fp-ts/lib/function.js';
import { INVOICE_STATUS_LABELS } from './billing-labels';
import * as page from './billing-page.css';
import * as styles from './invoices-table.css';

const UNKNOWN = '—';

/** The invoice date as the domain formats dates (MM/DD/YYYY), in the browser's time zone on that day. */
const invoiceDate = (createdUnix: number): string => {
  const instantMs = createdUnix * 1000;
  return pipe(formatAbsoluteDate(instantMs, -new Date(instantMs).getTimezoneOffset()), E.getOrElse(() => UNKNOWN));
};

/** The amount due as the domain displays prices ("$22", "21€"). */
const invoiceAmount = (invoice: Invoice): string =>
  pipe(
    toCents(invoice.amountDueCents),
    E.map((cents) => formatPrice(money(cents, invoice.currency))),
    E.getOrElse(() => UNKNOWN),
  );

/** The workspace's invoices, newest first as the use-case lists them. */
export const InvoicesTable = ({ invoices }: { readonly invoices: readonly Invoice[] }) =>
  invoices.length === 0 ? (
    <p className={page.muted}>No invoices yet.</p>
  ) : (
    <div className={styles.scroller}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col" className={styles.headCell}>Date</th>
            <th scope="col" className={`${styles.headCell} ${styles.optional}`}>Description</th>
            <th scope="col" className={`${styles.headCell} ${styles.amount}`}>Amount</th>
            <th scope="col" className={styles.headCell}>Status</th>
          </tr>
        </thead>
        <tbody>
          {invoices.map((invoice) => (
            <tr key={invoice.invoiceId}>
              <td className={styles.cell}>{invoiceDate(invoice.createdUnix)}</td>
              <td className={`${styles.cell} ${styles.optional}`}>{invoice.description}</td>
              <td className={`${styles.cell} ${styles.amount}`}>{invoiceAmount(invoice)}</td>
              <td className={styles.cell}>
                <span className={page.badge({ tone: invoice.status === 'paid' ? 'good' : 'neutral' })}>
                  {INVOICE_STATUS_LABELS[invoice.status]}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
