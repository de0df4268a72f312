import { z } from 'zod';
import { ZAdminPage } from './paging.ts';

export const MESSAGE_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type TMessageStatus = (typeof MESSAGE_STATUSES)[number];
/** A reply is shown under the message on the donor app (回复：…). */
export const MESSAGE_REPLY_MAX_LENGTH = 500;
/** How many messages one bulk action may take. */
export const MESSAGE_BULK_MAX = 100;

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

export const ZMessageQuery = ZAdminPage.extend({
  status: z.preprocess(emptyToUndefined, z.enum(MESSAGE_STATUSES).optional()),
  itemsId: z.preprocess(emptyToUndefined, z.coerce.number().int().positive().optional()),
  /** Words in the message or the poster's nickname. */
  s: z.preprocess(emptyToUndefined, z.string().trim().max(50).optional()),
});
export type TMessageQuery = z.input<typeof ZMessageQuery>;

export const ZMessageRow = z.object({
  id: z.number().int(),
  itemsId: z.number().int(),
  itemsName: z.string(),
  userId: z.number().int(),
  nickname: z.string(),
  content: z.string(),
  status: z.enum(MESSAGE_STATUSES),
  replyContent: z.string(),
  createdAt: z.string(),
  modifiedAt: z.string(),
});
export type TMessageRow = z.infer<typeof ZMessageRow>;

export const ZMessageReply = z.object({
  replyContent: z.string().trim().max(MESSAGE_REPLY_MAX_LENGTH, 'replyContent'),
});
export type TMessageReply = z.infer<typeof ZMessageReply>;

export const ZMessageBulk = z.object({
  ids: z.array(z.number().int().positive()).min(1, 'ids').max(MESSAGE_BULK_MAX, 'ids'),
  action: z.enum(['approve', 'reject']),
});
export type TMessageBulk = z.infer<typeof ZMessageBulk>;
