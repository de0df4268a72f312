import {
  CHALLENGE_DONORS_MAX,
  type TAdminGivingDay,
  ZChallengeInput,
} from '@alma/shared/admin-api/giving-days';
import { MAX_CONFIG_FEN } from '@alma/shared/admin-api/money-field';
import type { Dayjs } from 'dayjs';
import type { TFunction } from 'i18next';
import { moneyProblem } from '../../../lib/money-rules.ts';
import { checkDraft, type TDraft } from './input-problems.ts';
import { pickerMinuteOf, wireMinuteOf } from './picker-minutes.ts';

export type TChallengeGoalKind = 'donors' | 'money';

export type TChallengeForm = {
  sponsor?: string;
  itemId?: number | null;
  goalKind?: TChallengeGoalKind;
  goal?: number | string | null;
  amount?: number | string | null;
  startTime?: Dayjs | null;
  endTime?: Dayjs | null;
  donorField?: string | null;
  donorValues?: string[];
};

export const CHALLENGE_FIELDS = [
  'sponsor',
  'itemId',
  'goalKind',
  'goal',
  'amount',
  'startTime',
  'endTime',
  'donorField',
  'donorValues',
] as const;

const MONEY = { maxYuan: MAX_CONFIG_FEN / 100, positive: true, required: true };

/** A new challenge: counted in donors, over the day's window. */
export const challengeFormOf = (day: TAdminGivingDay): TChallengeForm => ({
  sponsor: '',
  itemId: day.items.length === 1 ? day.items[0]?.id : null,
  goalKind: 'donors',
  startTime: pickerMinuteOf(day.startTime),
  endTime: pickerMinuteOf(day.endTime),
  donorField: null,
  donorValues: [],
});

/** The goal's label: a number of donors or yuan, by its kind. */
export const goalLabelKey = (kind: TChallengeGoalKind | undefined) =>
  kind === 'money' ? 'givingDays.challengeForm.goalMoney' : 'givingDays.challengeForm.goalDonors';

function challengeDraft(values: TChallengeForm): TDraft<typeof ZChallengeInput> {
  const donorField = values.donorField ?? '';
  return {
    sponsor: (values.sponsor ?? '').trim(),
    itemId: values.itemId ?? undefined,
    goalKind: values.goalKind,
    goal: values.goal ?? '',
    amount: values.amount ?? '',
    startTime: wireMinuteOf(values.startTime),
    endTime: wireMinuteOf(values.endTime),
    donorField,
    donorValues: donorField === '' ? [] : (values.donorValues ?? []).map((value) => value.trim()),
  };
}

/** The contract takes any goal; the server judges it by its kind, and so does the form first. */
function goalProblem(values: TChallengeForm, t: TFunction): string | null {
  const label = t(goalLabelKey(values.goalKind));
  if (values.goalKind === 'money') return moneyProblem(t, label, values.goal, MONEY);
  const goal = values.goal;
  if (goal === null || goal === undefined || goal === '') return t('givingDays.problem.required', { label });
  const donors = Number(goal);
  if (!Number.isInteger(donors)) return t('givingDays.problem.whole', { label });
  if (donors < 1) return t('givingDays.problem.tooSmall', { label, min: 1 });
  if (donors > CHALLENGE_DONORS_MAX)
    return t('givingDays.problem.tooBig', { label, max: CHALLENGE_DONORS_MAX });
  return null;
}

export function checkChallenge(values: TChallengeForm, t: TFunction) {
  const checked = checkDraft(ZChallengeInput, challengeDraft(values), t, {
    label: (field) =>
      t(field === 'goal' ? goalLabelKey(values.goalKind) : `givingDays.challengeForm.${field}`),
    money: { amount: MONEY },
    chosen: ['itemId', 'goalKind'],
  });
  const goal = goalProblem(values, t);
  if (!goal) return checked;
  const problems = checked.problems ?? new Map<string, string>();
  problems.set('goal', goal);
  return { body: null, problems };
}
