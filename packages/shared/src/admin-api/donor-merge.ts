import { z } from 'zod';
import { zId } from '../api/common.ts';

/**
 * POST /donors/:id/merge: two records of one person (a WeChat authorisation and a mobile login, an
 * offline gift) made one. The record `:id` is kept; `mergedId`'s gifts, fundraisers, messages,
 * documents, notes and tags move to it, and its sign-ins reach it from then on.
 */
export const ZDonorMergeInput = z.object({ mergedId: zId });
export type TDonorMergeInput = z.input<typeof ZDonorMergeInput>;

export type TDonorMergeAnswer = { mergeId: number };

/** A merge, as the kept record lists it (newest first; an undone one stays, marked). */
export type TDonorMerge = {
  id: number;
  mergedId: number;
  /** The merged record's name as the console shows donors (mobile masked when it has no other). */
  mergedName: string;
  /** The merged record's standing gifts that moved, and their total (yuan), as they stand now. */
  giftCount: number;
  giftTotal: number;
  staffName: string;
  createdAt: string;
  /** '' while the merge stands. */
  undoneAt: string;
  undoneBy: string;
};

/** Where a merged record went: the kept record, to open instead. */
export type TDonorMergedInto = { id: number; name: string };
