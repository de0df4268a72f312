import * as accounts from './schema/accounts.ts';
import * as agreements from './schema/agreements.ts';
import * as articles from './schema/articles.ts';
import * as campusCards from './schema/campus-cards.ts';
import * as documents from './schema/documents.ts';
import * as donationForms from './schema/donation-forms.ts';
import * as donations from './schema/donations.ts';
import * as items from './schema/items.ts';
import * as jobs from './schema/jobs.ts';
import * as naming from './schema/naming.ts';
import * as payments from './schema/payments.ts';
import * as reconciliation from './schema/reconciliation.ts';
import * as savedFilters from './schema/saved-filters.ts';
import * as site from './schema/site.ts';
import * as staff from './schema/staff.ts';

/** The whole schema, as drizzle's relational API wants it. */
export const schema = {
  ...accounts,
  ...agreements,
  ...articles,
  ...campusCards,
  ...donationForms,
  ...documents,
  ...donations,
  ...items,
  ...jobs,
  ...naming,
  ...payments,
  ...reconciliation,
  ...savedFilters,
  ...site,
  ...staff,
};
export type Schema = typeof schema;
