import * as t from 'io-ts';
import type { components } from '../../generated/api.js';
import type { AcceptsContract } from './contract.js';
import { CurrencyCodec } from './subscription-details.codec.js';

/** The contract's `Invoice`, as far as the client reads it. */
export const InvoiceCodec = t.type({
  invoice_id: t.string,
  created_unix: t.number,
  amount_due_cents: t.number,
  amount_paid_cents: t.number,
  currency: CurrencyCodec,
  status: t.keyof({ draft: null, open: null, paid: null, uncollectible: null, void: null }),
  description: t.string,
});

/** The answer of GET /v1/user/subscription/invoices. */
export const InvoiceListCodec = t.type({ invoices: t.array(InvoiceCodec) });

/** A decoded invoice. */
export type InvoiceBody = t.TypeOf<typeof InvoiceCodec>;

// Every invoice the contract allows decodes (checked by the compiler).
const _invoiceAcceptsContract: AcceptsContract<components['schemas']['Invoice'], InvoiceBody> = true;
