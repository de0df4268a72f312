import { checkTogetherSettings } from '@alma/shared/admin-api/project-rules';
import type {
  TTogetherSettings,
  TTogetherSettingsWrite,
} from '@alma/shared/admin-api/project-together-settings';
import type { Language } from '@alma/shared/i18n/language';
import { TOGETHER_MAX_TARGET_FEN } from '@alma/shared/validation/together-launch';
import { fieldProblemOf, type TFieldProblem } from './field-problem.ts';

/** The largest target chip, in yuan as the form enters it. */
export const TOGETHER_MAX_TARGET_YUAN = TOGETHER_MAX_TARGET_FEN / 100;

/** What the together tab edits; a row just added holds nothing yet. */
export type TTogetherForm = {
  sloganList: Array<string | undefined>;
  moneyList: Array<{ title?: string; money?: number | null }>;
  isHandMoney: boolean;
  isNoTarget: boolean;
};

export function togetherFormOf(settings: TTogetherSettings): TTogetherForm {
  return {
    sloganList: [...settings.sloganList],
    moneyList: settings.moneyList.map(({ title, money }) => ({ title, money })),
    isHandMoney: settings.isHandMoney,
    isNoTarget: settings.isNoTarget,
  };
}

/** The body of PUT /projects/:id/together-settings: text trimmed, amounts in yuan. */
export function togetherInput(form: Partial<TTogetherForm>): TTogetherSettingsWrite {
  return {
    sloganList: (form.sloganList ?? []).map((slogan) => (slogan ?? '').trim()),
    moneyList: (form.moneyList ?? []).map((chip) => ({
      title: (chip?.title ?? '').trim(),
      money: chip?.money ?? 0,
    })),
    isHandMoney: Boolean(form.isHandMoney),
    isNoTarget: Boolean(form.isNoTarget),
  };
}

/** The shared rule the server runs (each slogan and each amount once), before sending. */
export function togetherProblem(input: TTogetherSettingsWrite, language: Language): TFieldProblem | null {
  return fieldProblemOf(checkTogetherSettings(input), language);
}
