import type { TMessageRow, TMessageStatus } from '@alma/shared/admin-api/messages';
import { toWireDate } from '@alma/shared/dates/wire-date';
import { AppError } from '@alma/shared/errors/app-error';
import { type AuditActor, recordAudit, recordNoChange } from '../../audit/record-audit.ts';
import type { Database } from '../../db/client.ts';
import { listMessages, lockMessages, type MessageRecord, updateMessage } from './repository.ts';

const auditView = (message: MessageRecord) => ({
  itemsId: message.itemsId,
  status: message.status,
  replyContent: message.replyContent,
});

export async function messagePage(
  database: Database,
  query: { page: number; pageSize: number; status?: TMessageStatus; itemsId?: number; s?: string },
): Promise<{ rows: TMessageRow[]; total: number }> {
  const { rows, total } = await listMessages(database.db, query, {
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return {
    rows: rows.map((row) => ({
      ...row,
      status: row.status as TMessageStatus,
      createdAt: toWireDate(row.createdAt) ?? '',
      modifiedAt: toWireDate(row.modifiedAt) ?? '',
    })),
    total,
  };
}

/**
 * Approves or rejects messages, all or none: an unknown id refuses the whole action. A message
 * already in the asked state is left as it is and not audited again.
 */
export async function moderateMessages(
  database: Database,
  actor: AuditActor,
  ids: readonly number[],
  action: 'approve' | 'reject',
): Promise<{ changed: number }> {
  const status: TMessageStatus = action === 'approve' ? 'approved' : 'rejected';
  const unique = [...new Set(ids)];
  return database.db.transaction(async (tx) => {
    const found = await lockMessages(tx, unique);
    if (found.length !== unique.length) throw new AppError('NOT_FOUND', 'error.notFound');
    let changed = 0;
    for (const message of found) {
      if (message.status === status) continue;
      const after = await updateMessage(tx, message.id, { status });
      await recordAudit(tx, actor, {
        action: `message.${action}`,
        targetType: 'message',
        targetId: message.id,
        before: auditView(message),
        after: auditView(after),
      });
      changed += 1;
    }
    if (changed === 0) recordNoChange(actor);
    return { changed };
  });
}

/** The administrator's reply shown under the message (回复：…); an empty reply removes it. */
export async function replyToMessage(
  database: Database,
  actor: AuditActor,
  id: number,
  replyContent: string,
): Promise<void> {
  await database.db.transaction(async (tx) => {
    const [message] = await lockMessages(tx, [id]);
    if (!message) throw new AppError('NOT_FOUND', 'error.notFound');
    const after = await updateMessage(tx, id, { replyContent });
    await recordAudit(tx, actor, {
      action: 'message.reply',
      targetType: 'message',
      targetId: id,
      before: auditView(message),
      after: auditView(after),
    });
  });
}
