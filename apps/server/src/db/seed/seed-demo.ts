import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { hashPassword } from '../../security/password.ts';
import { insertAgreementTemplates } from './agreement-templates-data.ts';
import { insertDemoArticles } from './articles-data.ts';
import { insertCampaignMaps } from './campaign-seed.ts';
import { campusCardRows, insertCampusCards } from './campus-cards-data.ts';
import { makeDemoClock } from './demo-clock.ts';
import { ALUMNI_LOGIN, DEMO_LOGIN, type PasswordHashes } from './donors-data.ts';
import { renderHomePictures, seedHomeEntries } from './home-entries-data.ts';
import { renderDemoImages, storeDemoImages } from './images.ts';
import { applySchoolFoundation } from './school-foundation.ts';
import { hasData } from './seed-check.ts';
import { insertDemoRows } from './seed-rows.ts';
import { insertTogetherSettings } from './together-settings-data.ts';

/** Advisory lock key of demo seeding (migrations use 727274). */
const SEED_LOCK_KEY = 727275;

/** Any foundation, user or project means the database is in use: never seed over it. */

const sha256hex = (text: string) => createHash('sha256').update(text).digest('hex');

async function hashDemoPasswords(): Promise<PasswordHashes> {
  const [demo, alumni] = await Promise.all([
    hashPassword(sha256hex(DEMO_LOGIN.password)),
    hashPassword(sha256hex(ALUMNI_LOGIN.password)),
  ]);
  return { demo, alumni };
}

/**
 * Fills an empty database with the demo foundation (ALMA_DEMO=1). Returns false when the database
 * already had data. Several instances may start at once on one PostgreSQL: the transaction takes
 * an advisory lock and looks again, so only the first one seeds.
 */
export async function seedDemoIfEmpty(deps: AppDeps): Promise<boolean> {
  const { db } = deps.database;
  if (await hasData(db)) return false;
  // The slow parts (pictures, argon2) run before the lock is taken.
  const [rendered, hashes, cards, homePictures] = await Promise.all([
    renderDemoImages(),
    hashDemoPasswords(),
    campusCardRows(),
    renderHomePictures(),
  ]);
  const clock = makeDemoClock();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await hasData(tx)) return false;
    const images = await storeDemoImages(tx, deps.storage, rendered, clock.now);
    await insertDemoRows(tx, { images, clock, secrets: deps.secrets, hashes });
    await insertTogetherSettings(tx);
    await insertCampusCards(tx, cards);
    await seedHomeEntries(tx, deps.storage, homePictures, clock.now);
    await applySchoolFoundation(tx, deps.config);
    await insertDemoArticles(tx, images, clock);
    await insertCampaignMaps(tx, deps.storage, clock);
    await insertAgreementTemplates(tx);
    return true;
  });
}
