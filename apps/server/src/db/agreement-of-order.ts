import { sql } from 'drizzle-orm';
import { agreements } from './schema/agreements.ts';
import { donations } from './schema/donations.ts';

/**
 * The donation agreement an order paid (issue 23: one agreement → one order → one receipt and one
 * certificate), as columns for a query that has `donations` in scope: the lists of receipts and
 * certificates name the agreement beside the order without a join of their own.
 */
export const agreementOfOrderColumns = {
  agreementId: sql<
    number | null
  >`(select ${agreements.id} from ${agreements} where ${agreements.donationId} = ${donations.id} limit 1)`,
  agreementNo: sql<
    string | null
  >`(select ${agreements.agreementNo} from ${agreements} where ${agreements.donationId} = ${donations.id} limit 1)`,
};
