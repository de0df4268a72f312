import { z } from 'zod';
import { zDay, zImageUrl, zLine, zText, zYuan } from './project-fields.ts';

/** A project's progress entries and use-publicity rows (资金使用公示), as its detail tabs show them. */

export const PROGRESS_CONTENT_MAX_LENGTH = 2000;
export const PROGRESS_IMAGES_MAX = 9;
export const PUBLICITY_TITLE_MAX_LENGTH = 100;

/** Progress content is plain text (the donor app shows it as text, line breaks kept). */
export const ZProgressWrite = z.object({
  progressDate: zDay,
  content: zText(PROGRESS_CONTENT_MAX_LENGTH, 1),
  attachmentList: z.array(zImageUrl).max(PROGRESS_IMAGES_MAX).default([]),
});
export type TProgressWrite = z.input<typeof ZProgressWrite>;

export type TProgressRow = {
  id: number;
  itemsId: number;
  progressDate: string;
  content: string;
  attachmentList: string[];
};

export const ZPublicityWrite = z.object({
  useDate: zDay,
  useTitle: zLine(PUBLICITY_TITLE_MAX_LENGTH, 1),
  /** Yuan spent; above 0. */
  useMoney: zYuan.refine((value) => value > 0, { message: 'positive' }),
});
export type TPublicityWrite = z.input<typeof ZPublicityWrite>;

export type TPublicityRow = {
  id: number;
  itemsId: number;
  useDate: string;
  useTitle: string;
  useMoney: number;
};
