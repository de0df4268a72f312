import { z } from 'zod';
import { yuanToFen } from '../money/money.ts';
import { SLOGAN_MAX_LENGTH, TOGETHER_MAX_TARGET_FEN } from '../validation/together-launch.ts';
import { zLine, zYuan } from './project-fields.ts';

/**
 * What a project offers a sponsor launching a group fundraiser (together/launchDetail, doc 2
 * §2.7): slogans to choose from, target chips, free entry of a target and the no-target chip.
 */
export const TOGETHER_SLOGANS_MAX = 20;
export const TOGETHER_CHIPS_MAX = 12;

export const ZTogetherChip = z.object({
  title: zLine(20, 1),
  /** Yuan; above 0 and at most the largest target a fundraiser may have. */
  money: zYuan.refine((value) => {
    const fen = yuanToFen(value);
    return fen !== null && fen > 0 && fen <= TOGETHER_MAX_TARGET_FEN;
  }),
});

export const ZTogetherSettingsWrite = z.object({
  sloganList: z.array(zLine(SLOGAN_MAX_LENGTH, 1)).max(TOGETHER_SLOGANS_MAX),
  moneyList: z.array(ZTogetherChip).max(TOGETHER_CHIPS_MAX),
  isHandMoney: z.boolean(),
  isNoTarget: z.boolean(),
});
export type TTogetherSettingsWrite = z.input<typeof ZTogetherSettingsWrite>;

export type TTogetherSettings = z.infer<typeof ZTogetherSettingsWrite> & {
  itemsId: number;
  /** No settings of its own: the project offers free entry and the no-target chip, no slogans. */
  isDefault: boolean;
};
