import { CHALLENGE_DONORS_MAX, type TAdminGivingDay } from '@alma/shared/admin-api/giving-days';
import { MAX_CONFIG_FEN } from '@alma/shared/admin-api/money-field';
import { fenToYuan, yuanToFen } from '@alma/shared/money/money';
import { type AuditActor, recordAudit } from '../../audit/record-audit.ts';
import { notFound } from '../../http/envelope.ts';
import {
  deleteChallenge,
  deleteContest,
  findContest,
  insertChallenge,
  insertContest,
  lockChallenge,
  lockGivingDay,
} from './admin-repository.ts';
import { adminGivingDay } from './admin-service.ts';
import {
  type ChallengeInput,
  type ContestInput,
  changed,
  checkInsideDay,
  checkOfDay,
  conflict,
  type GivingDayAdminDeps,
  refused,
  wire,
} from './admin-shared.ts';

/** A challenge's goal: a whole number of donors, or a yuan amount in fen. */
function goalOf(input: ChallengeInput): { unlockDonors: number | null; unlockFen: number | null } {
  if (input.goalKind === 'donors') {
    const donors = Number(input.goal);
    if (!Number.isInteger(donors) || donors < 1 || donors > CHALLENGE_DONORS_MAX)
      throw refused('admin.givingDay.goalDonors', { field: 'goal', max: CHALLENGE_DONORS_MAX });
    return { unlockDonors: donors, unlockFen: null };
  }
  const fen = yuanToFen(input.goal);
  if (fen === null || fen <= 0 || fen > MAX_CONFIG_FEN)
    throw refused('admin.givingDay.goalMoney', { field: 'goal', max: MAX_CONFIG_FEN / 100 });
  return { unlockDonors: null, unlockFen: fen };
}

export async function createChallenge(
  deps: GivingDayAdminDeps,
  actor: AuditActor & { staffId: number },
  dayId: number,
  input: ChallengeInput,
): Promise<TAdminGivingDay> {
  await deps.database.db.transaction(async (tx) => {
    const day = await lockGivingDay(tx, dayId);
    if (!day) throw notFound();
    checkInsideDay(day, input);
    await checkOfDay(tx, dayId, [input.itemId], 'itemId');
    // Only the day's board fields are kept beside its gifts: a challenge can count by no other.
    if (input.donorField !== '' && !day.boardFields.includes(input.donorField))
      throw refused('admin.givingDay.fieldNotOnBoards', { field: 'donorField' });
    const goal = goalOf(input);
    const id = await insertChallenge(tx, {
      givingDayId: dayId,
      sponsor: input.sponsor,
      itemId: input.itemId,
      ...goal,
      amountFen: input.amount,
      startsAt: input.startTime,
      endsAt: input.endTime,
      donorField: input.donorField,
      donorValues: input.donorValues,
      createdBy: actor.staffId,
    });
    await recordAudit(tx, actor, {
      action: 'challenge.create',
      targetType: 'challenge',
      targetId: id,
      after: {
        givingDayId: dayId,
        sponsor: input.sponsor,
        itemId: input.itemId,
        goalKind: input.goalKind,
        goal: input.goal,
        amount: fenToYuan(input.amount),
        donorField: input.donorField,
        donorValues: input.donorValues,
        startTime: wire(input.startTime),
        endTime: wire(input.endTime),
      },
    });
  });
  await changed(deps);
  return adminGivingDay(deps, dayId);
}

export async function deleteChallengeOf(
  deps: GivingDayAdminDeps,
  actor: AuditActor,
  dayId: number,
  id: number,
): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    const challenge = await lockChallenge(tx, dayId, id);
    if (!challenge) throw notFound();
    if (challenge.metAt) throw conflict('admin.givingDay.challengeMet');
    await deleteChallenge(tx, id);
    await recordAudit(tx, actor, {
      action: 'challenge.delete',
      targetType: 'challenge',
      targetId: id,
      before: {
        sponsor: challenge.sponsor,
        itemId: challenge.itemId,
        amount: fenToYuan(challenge.amountFen),
      },
    });
  });
  await changed(deps);
}

export async function createContest(
  deps: GivingDayAdminDeps,
  actor: AuditActor,
  dayId: number,
  input: ContestInput,
): Promise<TAdminGivingDay> {
  await deps.database.db.transaction(async (tx) => {
    const day = await lockGivingDay(tx, dayId);
    if (!day) throw notFound();
    checkInsideDay(day, input);
    if (!['project', 'fundraiser', ...day.boardFields].includes(input.board))
      throw refused('admin.givingDay.boardUnknown', { field: 'board' });
    const id = await insertContest(tx, {
      givingDayId: dayId,
      title: input.title,
      prize: input.prize,
      board: input.board,
      metric: input.metric,
      startsAt: input.startTime,
      endsAt: input.endTime,
    });
    await recordAudit(tx, actor, {
      action: 'contest.create',
      targetType: 'contest',
      targetId: id,
      after: {
        givingDayId: dayId,
        title: input.title,
        prize: input.prize,
        board: input.board,
        metric: input.metric,
        startTime: wire(input.startTime),
        endTime: wire(input.endTime),
      },
    });
  });
  await changed(deps);
  return adminGivingDay(deps, dayId);
}

export async function deleteContestOf(
  deps: GivingDayAdminDeps,
  actor: AuditActor,
  dayId: number,
  id: number,
): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    const contest = await findContest(tx, dayId, id);
    if (!contest) throw notFound();
    await deleteContest(tx, id);
    await recordAudit(tx, actor, {
      action: 'contest.delete',
      targetType: 'contest',
      targetId: id,
      before: { title: contest.title, board: contest.board, metric: contest.metric },
    });
  });
  await changed(deps);
}
