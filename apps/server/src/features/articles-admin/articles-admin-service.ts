import type {
  TArticleDetail,
  TArticleRow,
  TArticleStatus,
  TArticleWrite,
} from '@alma/shared/admin-api/articles';
import type { TAdminRows } from '@alma/shared/admin-api/paging';
import { fromWireDate, toWireDate } from '@alma/shared/dates/wire-date';
import { AppError } from '@alma/shared/errors/app-error';
import { type AuditActor, recordAudit, recordNoChange } from '../../audit/record-audit.ts';
import type { Database, Db, Tx } from '../../db/client.ts';
import { sanitizeRichContent } from '../../http/rich-content.ts';
import { assertStoredImages } from '../files/staff-upload-service.ts';
import {
  type ArticleColumns,
  type ArticleFilter,
  type ArticleRecord,
  deleteArticle,
  type FoundArticle,
  findArticle,
  insertArticle,
  type ListedArticle,
  listArticles,
  lockArticle,
  updateArticle,
} from './articles-repository.ts';
import { lockArticleCategory } from './categories-repository.ts';

const notFound = () => new AppError('NOT_FOUND', 'error.notFound');
const wire = (date: Date) => toWireDate(date) ?? '';
const statusOf = (value: number): TArticleStatus => (value === 1 ? 1 : 0);
/** The wire shows seconds: a default publish time without milliseconds reads back as it was stored. */
const wholeSecond = (date: Date) => new Date(Math.floor(date.getTime() / 1000) * 1000);

function rowOf(row: ListedArticle): TArticleRow {
  return {
    id: row.id,
    categoryId: row.categoryId,
    categoryName: row.categoryName,
    title: row.title,
    thumbnailImage: row.thumbnailImage,
    publishDate: wire(row.publishDate),
    status: statusOf(row.status),
    scheduled: row.scheduled,
    readCount: row.readCount,
    updatedAt: wire(row.updatedAt),
  };
}

function detailOf(row: FoundArticle): TArticleDetail {
  return { ...rowOf(row), intro: row.intro, content: row.content, createdAt: wire(row.createdAt) };
}

export async function articlePage(
  db: Db,
  filter: ArticleFilter,
  page: number,
  pageSize: number,
): Promise<TAdminRows<TArticleRow>> {
  const found = await listArticles(db, filter, { limit: pageSize, offset: (page - 1) * pageSize });
  return { rows: found.rows.map(rowOf), total: found.total };
}

export async function articleDetail(db: Db | Tx, id: number): Promise<TArticleDetail> {
  const row = await findArticle(db, id);
  if (!row) throw notFound();
  return detailOf(row);
}

/** What the audit trail keeps of an article: every field staff write, the date as the wire has it. */
type AuditedArticle = Omit<ArticleColumns, 'publishDate'> & { publishDate: string };

function audited(columns: ArticleColumns): AuditedArticle {
  return { ...columns, publishDate: wire(columns.publishDate) };
}

function columnsOf(record: ArticleRecord): ArticleColumns {
  const { categoryId, title, intro, thumbnailImage, content, publishDate, status } = record;
  return { categoryId, title, intro, thumbnailImage, content, publishDate, status };
}

/**
 * The columns a write stores: the category must exist (locked, so it is not deleted under the
 * article), the cover must be a picture this server stored (checked when it changes: a stored
 * article's cover stays valid), and the HTML is sanitised, so a script or an event handler is
 * never stored, shown in the console or kept in the audit trail.
 */
async function checkedColumns(
  tx: Tx,
  input: TArticleWrite,
  current: ArticleColumns | null,
  now: Date,
): Promise<ArticleColumns> {
  if (!(await lockArticleCategory(tx, input.categoryId))) {
    throw new AppError('INVALID_REQUEST', 'admin.article.categoryNotFound', { field: 'categoryId' });
  }
  if (input.thumbnailImage !== '' && input.thumbnailImage !== current?.thumbnailImage) {
    await assertStoredImages(tx, [{ field: 'thumbnailImage', url: input.thumbnailImage }]);
  }
  const publishDate = input.publishDate === undefined ? null : fromWireDate(input.publishDate);
  return {
    categoryId: input.categoryId,
    title: input.title,
    intro: input.intro,
    thumbnailImage: input.thumbnailImage,
    content: await sanitizeRichContent(input.content),
    publishDate: publishDate ?? current?.publishDate ?? wholeSecond(now),
    status: input.status ?? current?.status ?? 0,
  };
}

/** A new article: a draft unless it is saved and published at once. */
export async function createArticle(
  database: Database,
  actor: AuditActor,
  input: TArticleWrite,
  now = new Date(),
): Promise<TArticleDetail> {
  return database.db.transaction(async (tx) => {
    const columns = await checkedColumns(tx, input, null, now);
    const id = await insertArticle(tx, columns);
    await recordAudit(tx, actor, {
      action: 'article.create',
      targetType: 'article',
      targetId: id,
      after: audited(columns),
    });
    return articleDetail(tx, id);
  });
}

/** The fields that differ, old and new (a content edit keeps both texts). */
function changesBetween(before: AuditedArticle, after: AuditedArticle) {
  const keys = (Object.keys(after) as Array<keyof AuditedArticle>).filter(
    (key) => before[key] !== after[key],
  );
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key]])),
    after: Object.fromEntries(keys.map((key) => [key, after[key]])),
    changed: keys.length > 0,
  };
}

/** Saves the whole article as the editor sends it; the status stays unless the write names one. */
export async function changeArticle(
  database: Database,
  actor: AuditActor,
  id: number,
  input: TArticleWrite,
  now = new Date(),
): Promise<TArticleDetail> {
  return database.db.transaction(async (tx) => {
    const record = await lockArticle(tx, id);
    if (!record) throw notFound();
    const current = columnsOf(record);
    const next = await checkedColumns(tx, input, current, now);
    const { changed, ...changes } = changesBetween(audited(current), audited(next));
    if (changed) {
      await updateArticle(tx, id, next);
      await recordAudit(tx, actor, {
        action: 'article.update',
        targetType: 'article',
        targetId: id,
        ...changes,
      });
    } else recordNoChange(actor);
    return articleDetail(tx, id);
  });
}

/** Publishing shows the article to donors from its publish date; unpublishing hides it at once. */
export async function setArticleStatus(
  database: Database,
  actor: AuditActor,
  id: number,
  status: TArticleStatus,
): Promise<TArticleDetail> {
  return database.db.transaction(async (tx) => {
    const record = await lockArticle(tx, id);
    if (!record) throw notFound();
    if (record.status !== status) {
      await updateArticle(tx, id, { status });
      await recordAudit(tx, actor, {
        action: status === 1 ? 'article.publish' : 'article.unpublish',
        targetType: 'article',
        targetId: id,
        before: { status: record.status },
        after: { status },
      });
    } else recordNoChange(actor);
    return articleDetail(tx, id);
  });
}

/** Only a draft can be deleted: a published article is unpublished first, so none vanishes by a slip. */
export async function deleteArticleById(database: Database, actor: AuditActor, id: number): Promise<void> {
  await database.db.transaction(async (tx) => {
    const record = await lockArticle(tx, id);
    if (!record) throw notFound();
    if (record.status === 1) throw new AppError('CONFLICT', 'admin.article.unpublishFirst');
    await deleteArticle(tx, id);
    await recordAudit(tx, actor, {
      action: 'article.delete',
      targetType: 'article',
      targetId: id,
      before: { ...audited(columnsOf(record)), readCount: record.readCount },
    });
  });
}
