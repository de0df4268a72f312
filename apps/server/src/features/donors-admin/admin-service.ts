import type {
  TDonorContactChannel,
  TDonorDetail,
  TDonorNote,
  TDonorNoteInput,
  TDonorNoteKind,
  TDonorPersonal,
  TDonorRow,
} from '@alma/shared/admin-api/donors';
import { toWireDate } from '@alma/shared/dates/wire-date';
import { AppError } from '@alma/shared/errors/app-error';
import { fenToYuan } from '@alma/shared/money/money';
import { maskIdNo, maskWholeMobile } from '@alma/shared/validation/mobile';
import { type AuditActor, recordAudit, recordNoChange } from '../../audit/record-audit.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http/envelope.ts';
import { mobileLookup, normaliseMobile } from '../../security/mobile-number.ts';
import type { Secrets } from '../../security/secrets.ts';
import { endEverySession } from '../sessions/service.ts';
import { donorMergeFacts, refuseIfMerged } from './merge-service.ts';
import {
  type DonorRecord,
  deleteDonorNote,
  findDonor,
  findDonorNote,
  insertDonorNote,
  listDonorFundraisers,
  listDonorGifts,
  listDonorNotes,
  listDonors,
  listDonorTags,
  lockDonor,
  replaceDonorTags,
  setDonorAlumni,
  setDonorDisabledAt,
} from './repository.ts';

const wire = (date: Date | null) => toWireDate(date) ?? '';

function opened(secrets: Secrets, box: string | null): string {
  return box ? secrets.open(box) : '';
}

function donorRow(
  secrets: Secrets,
  row: {
    user: DonorRecord;
    giftCount: number;
    giftTotalFen: number;
    firstGiftAt: Date | null;
    lastGiftAt: Date | null;
  },
): TDonorRow {
  const { user } = row;
  const mobile = opened(secrets, user.mobileBox);
  return {
    id: user.id,
    nickname: user.nickname,
    realName: user.realName,
    username: user.username ?? '',
    mobile: mobile ? maskWholeMobile(mobile) : '',
    isAlumni: user.isAlumni,
    disabled: user.disabledAt !== null,
    giftCount: Number(row.giftCount),
    giftTotal: fenToYuan(Number(row.giftTotalFen)),
    firstGiftAt: wire(row.firstGiftAt),
    lastGiftAt: wire(row.lastGiftAt),
    createdAt: wire(user.createdAt),
  };
}

/**
 * Donors by name, account or mobile. A mobile is never searched in the clear (it is stored only
 * sealed and as a keyed hash): text that reads as a mobile is hashed the way login hashes it.
 */
export async function donorPage(
  database: Database,
  secrets: Secrets,
  query: { page: number; pageSize: number; s?: string; alumni?: boolean; tag?: string },
): Promise<{ rows: TDonorRow[]; total: number }> {
  const mobile = query.s ? normaliseMobile(query.s) : null;
  const { rows, total } = await listDonors(
    database.db,
    {
      mobileLookup: mobile ? mobileLookup(secrets, mobile) : undefined,
      words: query.s,
      alumni: query.alumni,
      tag: query.tag,
    },
    { limit: query.pageSize, offset: (query.page - 1) * query.pageSize },
  );
  return { rows: rows.map((row) => donorRow(secrets, row)), total };
}

export async function donorDetail(
  database: Database,
  secrets: Secrets,
  id: number,
  giftsPage: { page: number; pageSize: number },
): Promise<TDonorDetail> {
  const found = await findDonor(database.db, id);
  if (!found) throw notFound();
  const [gifts, fundraisers, tags, merges] = await Promise.all([
    listDonorGifts(database.db, id, {
      limit: giftsPage.pageSize,
      offset: (giftsPage.page - 1) * giftsPage.pageSize,
    }),
    listDonorFundraisers(database.db, id),
    listDonorTags(database.db, id),
    donorMergeFacts(database, secrets, found.user),
  ]);
  const idNo = opened(secrets, found.user.idNoBox);
  return {
    ...donorRow(secrets, found),
    idNo: idNo ? maskIdNo(idNo) : '',
    tags,
    gifts: gifts.rows.map((gift) => ({
      billNo: gift.billNo,
      itemsId: gift.itemsId,
      itemsName: gift.itemsName,
      money: fenToYuan(gift.moneyFen),
      materialNumber: gift.materialNumber,
      payType: gift.payType,
      status: gift.status,
      createdAt: wire(gift.createdAt),
      paidAt: wire(gift.paidAt),
    })),
    giftsTotal: gifts.total,
    fundraisers: fundraisers.map((row) => ({
      id: row.id,
      itemsId: row.itemsId,
      itemsName: row.itemsName,
      slogan: row.slogan,
      targetMoney: fenToYuan(row.targetMoneyFen),
      completeMoney: fenToYuan(row.completeMoneyFen),
      participants: row.participants,
      status: row.status,
      createdAt: wire(row.createdAt),
    })),
    ...merges,
  };
}

/** The whole mobile and ID number. Looking is itself recorded, in the same transaction as the read. */
export async function revealDonor(
  database: Database,
  secrets: Secrets,
  actor: AuditActor,
  id: number,
): Promise<TDonorPersonal> {
  return database.db.transaction(async (tx) => {
    const donor = await lockDonor(tx, id);
    if (!donor) throw notFound();
    await recordAudit(tx, actor, { action: 'donor.reveal', targetType: 'donor', targetId: id });
    return { mobile: opened(secrets, donor.mobileBox), idNo: opened(secrets, donor.idNoBox) };
  });
}

/** Marks or unmarks a verified alumnus (who may give to alumni-only projects). */
export async function setAlumni(
  database: Database,
  actor: AuditActor,
  id: number,
  isAlumni: boolean,
): Promise<void> {
  await database.db.transaction(async (tx) => {
    const donor = await lockDonor(tx, id);
    if (!donor) throw notFound();
    await refuseIfMerged(tx, donor);
    if (donor.isAlumni === isAlumni) return recordNoChange(actor);
    await setDonorAlumni(tx, id, isAlumni);
    await recordAudit(tx, actor, {
      action: isAlumni ? 'donor.markAlumni' : 'donor.unmarkAlumni',
      targetType: 'donor',
      targetId: id,
      before: { isAlumni: donor.isAlumni },
      after: { isAlumni },
    });
  });
}

/**
 * Disables a donor account, or enables it again. Disabling ends every session of the donor in the
 * same transaction, so each of their tokens answers -997 from the commit on, and every login path
 * refuses them (sessions/service.ts startSession) until an administrator enables the account.
 * Asking for the state the account is already in changes nothing and records nothing.
 */
export async function setDisabled(
  database: Database,
  actor: AuditActor,
  id: number,
  disabled: boolean,
  now = new Date(),
): Promise<void> {
  await database.db.transaction(async (tx) => {
    const donor = await lockDonor(tx, id);
    if (!donor) throw notFound();
    const wasDisabled = donor.disabledAt !== null;
    if (wasDisabled === disabled) return recordNoChange(actor);
    await setDonorDisabledAt(tx, id, disabled ? now : null);
    const sessionsEnded = disabled ? await endEverySession(tx, id) : 0;
    await recordAudit(tx, actor, {
      action: disabled ? 'donor.disable' : 'donor.enable',
      targetType: 'donor',
      targetId: id,
      before: { disabled: wasDisabled },
      after: disabled ? { disabled, sessionsEnded } : { disabled },
    });
  });
}

/** A run of digits that reads as a mobile (11 digits from 1, maybe after 86), anywhere in free text. */
const MOBILE_IN_TEXT = /(?<!\d)(?:\+?86[\s-]?)?1\d{2}[\s-]?\d{4}[\s-]?\d{4}(?!\d)/g;

/**
 * A note's text as the audit trail keeps it: whole, except any mobile written into it, masked the way
 * the list masks one (the audit masks personal values by their key, and free text has none).
 */
export function auditedNoteText(text: string): string {
  return text.replace(MOBILE_IN_TEXT, (found) => {
    const digits = found.replace(/\D/g, '').slice(-11);
    return maskWholeMobile(digits);
  });
}

type NoteRow = Awaited<ReturnType<typeof listDonorNotes>>[number];

function noteOf(row: NoteRow, viewer: AuditActor & { staffId: number }): TDonorNote {
  return {
    id: row.id,
    kind: row.kind as TDonorNoteKind,
    channel: row.channel as TDonorContactChannel | null,
    contactOn: row.contactOn,
    text: row.text,
    staffId: row.staffId,
    staffName: row.staffName || row.staffUsername,
    createdAt: wire(row.createdAt),
    deletable: row.staffId === viewer.staffId || viewer.role === 'administrator',
  };
}

/** A donor's notes and contacts, newest first. */
export async function donorNotes(
  database: Database,
  viewer: AuditActor & { staffId: number },
  id: number,
): Promise<TDonorNote[]> {
  const found = await findDonor(database.db, id);
  if (!found) throw notFound();
  return (await listDonorNotes(database.db, id)).map((row) => noteOf(row, viewer));
}

/** Adds a note, or a contact with its channel and day, to a donor's record; audited with its text. */
export async function addDonorNote(
  database: Database,
  actor: AuditActor & { staffId: number },
  id: number,
  input: TDonorNoteInput,
): Promise<{ id: number }> {
  return database.db.transaction(async (tx) => {
    const donor = await lockDonor(tx, id);
    if (!donor) throw notFound();
    await refuseIfMerged(tx, donor);
    const contact = input.kind === 'contact' ? input : null;
    const note = await insertDonorNote(tx, {
      userId: id,
      kind: input.kind,
      channel: contact?.channel ?? null,
      contactOn: contact?.contactOn ?? null,
      text: input.text,
      staffId: actor.staffId,
    });
    await recordAudit(tx, actor, {
      action: 'donor.addNote',
      targetType: 'donor',
      targetId: id,
      after: {
        noteId: note.id,
        kind: note.kind,
        channel: note.channel,
        contactOn: note.contactOn,
        text: auditedNoteText(note.text),
      },
    });
    return { id: note.id };
  });
}

/** Deletes a note: its author may, and an administrator; anyone else is refused. */
export async function removeDonorNote(
  database: Database,
  actor: AuditActor & { staffId: number },
  id: number,
  noteId: number,
): Promise<void> {
  await database.db.transaction(async (tx) => {
    const donor = await lockDonor(tx, id);
    if (!donor) throw notFound();
    const note = await findDonorNote(tx, id, noteId);
    if (!note) throw notFound();
    if (note.staffId !== actor.staffId && actor.role !== 'administrator') {
      throw new AppError('FORBIDDEN', 'admin.forbidden');
    }
    await deleteDonorNote(tx, noteId);
    await recordAudit(tx, actor, {
      action: 'donor.deleteNote',
      targetType: 'donor',
      targetId: id,
      before: {
        noteId: note.id,
        kind: note.kind,
        channel: note.channel,
        contactOn: note.contactOn,
        text: auditedNoteText(note.text),
        staffId: note.staffId,
      },
    });
  });
}

/** Replaces a donor's tags with the list given (each kept once); audited with before and after. */
export async function setDonorTags(
  database: Database,
  actor: AuditActor & { staffId: number },
  id: number,
  tags: string[],
): Promise<string[]> {
  const wanted = [...new Set(tags)].sort();
  return database.db.transaction(async (tx) => {
    const donor = await lockDonor(tx, id);
    if (!donor) throw notFound();
    // A merge's undo moves the merged record's tags back; one given it meanwhile could collide.
    await refuseIfMerged(tx, donor);
    const before = await listDonorTags(tx, id);
    const after = wanted;
    if (before.length === after.length && before.every((tag) => after.includes(tag))) {
      recordNoChange(actor);
      return before;
    }
    await replaceDonorTags(tx, id, wanted, actor.staffId);
    await recordAudit(tx, actor, {
      action: 'donor.setTags',
      targetType: 'donor',
      targetId: id,
      before: { tags: before },
      after: { tags: after },
    });
    return listDonorTags(tx, id);
  });
}
