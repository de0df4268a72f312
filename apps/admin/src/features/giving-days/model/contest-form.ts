import { type TAdminGivingDay, ZContestInput } from '@alma/shared/admin-api/giving-days';
import type { Dayjs } from 'dayjs';
import type { TFunction } from 'i18next';
import { checkDraft, type TDraft } from './input-problems.ts';
import { pickerMinuteOf, wireMinuteOf } from './picker-minutes.ts';

export type TContestForm = {
  title?: string;
  prize?: string;
  board?: string | null;
  metric?: 'donors' | 'money';
  startTime?: Dayjs | null;
  endTime?: Dayjs | null;
};

export const CONTEST_FIELDS = ['title', 'prize', 'board', 'metric', 'startTime', 'endTime'] as const;

/** A new contest: projects ranked by donors, over the day's window. */
export const contestFormOf = (day: TAdminGivingDay): TContestForm => ({
  title: '',
  prize: '',
  board: 'project',
  metric: 'donors',
  startTime: pickerMinuteOf(day.startTime),
  endTime: pickerMinuteOf(day.endTime),
});

function contestDraft(values: TContestForm): TDraft<typeof ZContestInput> {
  return {
    title: (values.title ?? '').trim(),
    prize: (values.prize ?? '').trim(),
    board: values.board ?? '',
    metric: values.metric,
    startTime: wireMinuteOf(values.startTime),
    endTime: wireMinuteOf(values.endTime),
  };
}

export const checkContest = (values: TContestForm, t: TFunction) =>
  checkDraft(ZContestInput, contestDraft(values), t, {
    label: (field) => t(`givingDays.contestForm.${field}`),
    chosen: ['board', 'metric'],
  });
