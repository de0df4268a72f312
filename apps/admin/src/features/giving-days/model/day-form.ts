import { type TAdminGivingDay, ZGivingDayInput } from '@alma/shared/admin-api/giving-days';
import { MAX_CONFIG_FEN } from '@alma/shared/admin-api/money-field';
import type { Dayjs } from 'dayjs';
import type { TFunction } from 'i18next';
import { checkDraft, type TDraft } from './input-problems.ts';
import { pickerMinuteOf, wireMinuteOf } from './picker-minutes.ts';

/** The day's form as antd holds it: times in the pickers, the goal as typed. */
export type TDayForm = {
  name?: string;
  intro?: string;
  startTime?: Dayjs | null;
  endTime?: Dayjs | null;
  goal?: number | string | null;
  itemIds?: number[];
  boardFields?: string[];
};

/** The fields the form shows, where a refusal naming one of them is put. */
export const DAY_FIELDS = [
  'name',
  'intro',
  'startTime',
  'endTime',
  'goal',
  'itemIds',
  'boardFields',
] as const;

export const DAY_GOAL_LIMITS = { maxYuan: MAX_CONFIG_FEN / 100 };

/** A day to edit, or a new one (no goal: the progress bar is not drawn). */
export function dayFormOf(day: TAdminGivingDay | null): TDayForm {
  if (!day) return { name: '', intro: '', itemIds: [], boardFields: [] };
  return {
    name: day.name,
    intro: day.intro,
    startTime: pickerMinuteOf(day.startTime),
    endTime: pickerMinuteOf(day.endTime),
    goal: day.goal > 0 ? day.goal : null,
    itemIds: day.items.map((item) => item.id),
    boardFields: day.boardFields,
  };
}

/** What PUT/POST /giving-days take, from the form: an empty goal is none (0). */
function dayDraft(values: TDayForm): TDraft<typeof ZGivingDayInput> {
  return {
    name: (values.name ?? '').trim(),
    intro: (values.intro ?? '').trim(),
    startTime: wireMinuteOf(values.startTime),
    endTime: wireMinuteOf(values.endTime),
    goal: values.goal === null || values.goal === undefined || values.goal === '' ? 0 : values.goal,
    itemIds: values.itemIds ?? [],
    boardFields: values.boardFields ?? [],
  };
}

/** The body to send, or why the server would refuse it, under each field in the staff member's words. */
export const checkDay = (values: TDayForm, t: TFunction) =>
  checkDraft(ZGivingDayInput, dayDraft(values), t, {
    label: (field) => t(`givingDays.dayForm.${field}`),
    money: { goal: DAY_GOAL_LIMITS },
  });
