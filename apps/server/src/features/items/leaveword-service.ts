import type { TPage } from '@alma/shared/api/common';
import type { TLeavewordRow } from '@alma/shared/api/items';
import { AppError } from '@alma/shared/errors/app-error';
import type { Language } from '@alma/shared/i18n/language';
import { displayNickname } from '@alma/shared/validation/display';
import { checkLeaveword } from '@alma/shared/validation/text';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/envelope.ts';
import { hitOrRefuse, type RateWindow } from '../rate-limit/service.ts';
import { insertLeaveword, listApprovedLeavewords } from './leaveword-repository.ts';
import { findItemGate } from './repository.ts';
import type { TabPage } from './tabs-repository.ts';
import { wireTime } from './wire-values.ts';

export async function getLeavewordTab(
  db: Db,
  page: TabPage,
  language: Language,
): Promise<TPage<TLeavewordRow>> {
  const [item, { rows, total }] = await Promise.all([
    findItemGate(db, page.itemsId),
    listApprovedLeavewords(db, page),
  ]);
  if (!item) throw notFound();
  return {
    rows: rows.map((row) => ({
      id: row.id,
      content: row.content,
      avatar: row.avatar,
      nickname: displayNickname(row.nickname, language),
      createDate: wireTime(row.createdAt),
      modifyDate: wireTime(row.modifiedAt),
      replyContent: row.replyContent,
    })),
    total,
  };
}

/** Plenty for a person; stops one account from flooding a project or its moderators. */
export const LEAVEWORD_WINDOW: RateWindow = { ms: 60 * 60 * 1000, limit: 10 };

/**
 * Posts a message. On a project that audits messages it waits, unseen, for approval; otherwise
 * it is listed at once. `published` tells the caller to drop the cached message lists.
 */
export async function postLeaveword(
  db: Db,
  input: { userId: number; itemsId: number; content: string },
): Promise<{ published: boolean }> {
  const invalid = checkLeaveword(input.content);
  if (invalid) throw new AppError('INVALID_REQUEST', invalid.key, invalid.params);
  const item = await findItemGate(db, input.itemsId);
  if (!item) throw notFound();
  if (!item.isLeaveMessage) throw new AppError('FORBIDDEN', 'leaveword.closed');
  // Counted once the message would be stored: a typo the form refused costs nothing.
  await hitOrRefuse(db, `leaveword:${input.userId}`, [LEAVEWORD_WINDOW]);
  const published = !item.isAuditMessage;
  await insertLeaveword(db, {
    itemsId: input.itemsId,
    userId: input.userId,
    content: input.content.trim(),
    status: published ? 'approved' : 'pending',
  });
  return { published };
}
