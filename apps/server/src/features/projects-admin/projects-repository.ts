import { kindColumns, type TProjectKind } from '@alma/shared/admin-api/projects';
import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import { donationForms } from '../../db/schema/donation-forms.ts';
import { items, itemTypes } from '../../db/schema/items.ts';

export type ProjectRecord = typeof items.$inferSelect & { successWord: string };

/** What staff set; totals, the naming kind and the creation time are not theirs to write. */
export type ProjectColumns = Omit<
  typeof items.$inferInsert,
  | 'id'
  | 'createdAt'
  | 'itemsType'
  | 'namingType'
  | 'isListed'
  | 'completeMoneyFen'
  | 'completeMaterialNumber'
  | 'payCounts'
  | 'namingCountAll'
  | 'namingCountDonate'
>;

export type ProjectFilter = {
  s?: string;
  kind?: TProjectKind | undefined;
  typeId?: number;
  isDonate?: boolean;
  crowdType?: number;
  isAlumni?: boolean;
  isListed?: boolean;
};

const withSuccessWord = { item: items, successWord: donationForms.successWord };

function record(row: { item: typeof items.$inferSelect; successWord: string | null }): ProjectRecord {
  return { ...row.item, successWord: row.successWord ?? '' };
}

/** Projects in the donor app's order (sort, then newest), with their category's name. */
export async function listProjects(db: Db, filter: ProjectFilter, page: { limit: number; offset: number }) {
  const conditions: SQL[] = [];
  if (filter.s) {
    const pattern = containsPattern(filter.s);
    const byName = or(ilike(items.name, pattern), ilike(items.nameEn, pattern));
    if (byName) conditions.push(byName);
  }
  if (filter.typeId !== undefined) conditions.push(eq(items.typeId, filter.typeId));
  if (filter.isDonate !== undefined) conditions.push(eq(items.isDonate, filter.isDonate));
  if (filter.crowdType !== undefined) conditions.push(eq(items.crowdType, filter.crowdType));
  if (filter.kind !== undefined) {
    const { itemsType, namingType } = kindColumns(filter.kind);
    conditions.push(eq(items.itemsType, itemsType));
    if (namingType !== null) conditions.push(eq(items.namingType, namingType));
  }
  if (filter.isAlumni !== undefined) conditions.push(eq(items.isAlumni, filter.isAlumni));
  if (filter.isListed !== undefined) conditions.push(eq(items.isListed, filter.isListed));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const rows = await db
    .select({ item: items, typeName: itemTypes.name })
    .from(items)
    .leftJoin(itemTypes, eq(itemTypes.id, items.typeId))
    .where(where)
    .orderBy(asc(items.sort), desc(items.id))
    .limit(page.limit)
    .offset(page.offset);
  const [counted] = await db.select({ total: count() }).from(items).where(where);
  return { rows, total: counted?.total ?? 0 };
}

export async function findProject(db: Db | Tx, id: number): Promise<ProjectRecord | null> {
  const [row] = await db
    .select(withSuccessWord)
    .from(items)
    .leftJoin(donationForms, eq(donationForms.itemsId, items.id))
    .where(eq(items.id, id));
  return row ? record(row) : null;
}

/** The project, locked until the transaction ends, so two saves never interleave. */
export async function lockProject(tx: Tx, id: number): Promise<ProjectRecord | null> {
  const [row] = await tx
    .select(withSuccessWord)
    .from(items)
    .leftJoin(donationForms, eq(donationForms.itemsId, items.id))
    .where(eq(items.id, id))
    .for('update', { of: items });
  return row ? record(row) : null;
}

/** A new project of its kind, unpublished until staff publish it. */
export async function insertProject(tx: Tx, columns: ProjectColumns, kind: TProjectKind): Promise<number> {
  const [row] = await tx
    .insert(items)
    .values({ ...columns, ...kindColumns(kind), isListed: false })
    .returning({ id: items.id });
  if (!row) throw new Error('project not stored');
  return row.id;
}

export async function updateProject(
  tx: Tx,
  id: number,
  columns: Partial<ProjectColumns> & { isListed?: boolean },
): Promise<void> {
  await tx.update(items).set(columns).where(eq(items.id, id));
}

/** The success page's words live with the form config; a project without a form gets one row. */
export async function saveSuccessWord(tx: Tx, itemsId: number, successWord: string): Promise<void> {
  await tx
    .insert(donationForms)
    .values({ itemsId, successWord })
    .onConflictDoUpdate({ target: donationForms.itemsId, set: { successWord } });
}

/** Whether the category exists, kept from deletion until the project that names it is saved. */
export async function categoryExists(tx: Tx, id: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: itemTypes.id })
    .from(itemTypes)
    .where(eq(itemTypes.id, id))
    .for('share');
  return row !== undefined;
}

/** Whether the project exists (projects are never deleted, so the answer holds). */
export async function projectExists(db: Db | Tx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: items.id }).from(items).where(eq(items.id, id));
  return row !== undefined;
}
