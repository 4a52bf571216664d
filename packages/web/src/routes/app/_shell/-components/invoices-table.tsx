import type { InvoiceRow } from '@cadence/application';
import * as page from './billing-page.css';
import * as styles from './invoices-table.css';

/** The workspace's invoices, newest first and formatted as the use-case gives them. */
export const InvoicesTable = ({ invoices }: { readonly invoices: readonly InvoiceRow[] }) =>
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
              <td className={styles.cell}>{invoice.date}</td>
              <td className={`${styles.cell} ${styles.optional}`}>{invoice.description}</td>
              <td className={`${styles.cell} ${styles.amount}`}>{invoice.amount}</td>
              <td className={styles.cell}>
                <span className={page.badge({ tone: invoice.paid ? 'good' : 'neutral' })}>
                  {invoice.statusLabel}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
