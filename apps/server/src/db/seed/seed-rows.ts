import type { Secrets } from '../../security/secrets.ts';
import type { Tx } from '../client.ts';
import { users } from '../schema/accounts.ts';
import { donationForms } from '../schema/donation-forms.ts';
import { donations, leavewords, togethers } from '../schema/donations.ts';
import { items, itemTypes, progressEntries, subItems, usePublicity } from '../schema/items.ts';
import { nameplateExamples } from '../schema/naming.ts';
import { awards, foundation, receiptConfig, settings } from '../schema/site.ts';
import { insertBookInventory } from './book-inventory-data.ts';
import type { DemoClock } from './demo-clock.ts';
import { DONATION_FORMS } from './donation-forms-data.ts';
import { donationRows, namedCounts } from './donation-rows.ts';
import { GIFTS, togetherRows } from './donations-data.ts';
import { type PasswordHashes, userRows } from './donors-data.ts';
import { awardRows, foundationRow, RECEIPT_CONFIG, settingRows } from './foundation-data.ts';
import type { DemoImages } from './images.ts';
import { insertJnuSeats } from './jnu-seats-data.ts';
import { nameplateRows } from './nameplate-data.ts';
import { NAMING_PROJECTS } from './naming-projects-data.ts';
import { leavewordRows, progressRows, publicityRows, SUB_ITEMS } from './project-activity-data.ts';
import { projectRow } from './project-row.ts';
import { DONATION_PROJECTS, ITEM_TYPES } from './projects-data.ts';
import { insertSeatInventory } from './seat-inventory-data.ts';
import { advanceDemoSequences, recomputeDemoTotals } from './seed-totals.ts';

export type SeedContext = { images: DemoImages; clock: DemoClock; secrets: Secrets; hashes: PasswordHashes };

/** Inserts every demo row in foreign-key order, then derives totals and moves the sequences. */
export async function insertDemoRows(tx: Tx, { images, clock, secrets, hashes }: SeedContext): Promise<void> {
  const projects = [...DONATION_PROJECTS, ...NAMING_PROJECTS].sort((a, b) => a.id - b.id);

  await tx.insert(foundation).values(foundationRow(images));
  await tx.insert(settings).values(settingRows(images));
  await tx.insert(receiptConfig).values(RECEIPT_CONFIG);
  await tx.insert(awards).values(awardRows(images));

  await tx.insert(itemTypes).values(ITEM_TYPES);
  await tx.insert(items).values(projects.map((project) => projectRow(project, images, clock)));
  await tx.insert(subItems).values(SUB_ITEMS);
  await tx.insert(donationForms).values(DONATION_FORMS);
  await tx.insert(progressEntries).values(progressRows(images, clock));
  await tx.insert(usePublicity).values(publicityRows(clock));

  await tx.insert(users).values(userRows(images, clock, secrets, hashes));
  await tx.insert(togethers).values(togetherRows(clock));
  await tx.insert(donations).values(donationRows(GIFTS, projects, clock));
  await insertBookInventory(tx);
  await tx.insert(leavewords).values(leavewordRows(clock));
  await insertSeatInventory(tx);
  await insertJnuSeats(tx);
  await tx.insert(nameplateExamples).values(nameplateRows(images));

  await recomputeDemoTotals(tx, namedCounts(GIFTS, projects));
  await advanceDemoSequences(tx);
}
