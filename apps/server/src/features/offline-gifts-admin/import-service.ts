import type { TStatementLine, TStatementPreview } from '@alma/shared/admin-api/offline-gifts';
import { fenToYuan } from '@alma/shared/money/money';
import type { Database } from '../../db/client.ts';
import { donorMobileOf } from '../../security/mobile-number.ts';
import type { Secrets } from '../../security/secrets.ts';
import { suggestAgreementsForTransfers } from '../agreements/transfer-service.ts';
import { recordedReferences } from '../ledger/offline-gift-service.ts';
import { findDonorsByNames, listMoneyProjects } from './repository.ts';
import { readStatement } from './statement-file.ts';

/**
 * POST /offline-gifts/statement (对公转账认领): the statement's credit lines with suggestions — the
 * donor whose name is the payer's (only when exactly one is), the project the memo names (the
 * longest name found), whether the reference was recorded already, and the sealed agreement the
 * transfer pays when its amount and donor are the line's (then the donor and project are its own). Nothing is stored: staff
 * confirm the lines they choose (POST /offline-gifts/confirm), each recorded like a gift typed in.
 */
export async function previewStatement(
  deps: { database: Database; secrets: Secrets },
  body: Buffer,
): Promise<TStatementPreview> {
  const { rows, skipped } = await readStatement(body);
  const db = deps.database.db;
  const [donors, projects, recorded, agreementsFor] = await Promise.all([
    findDonorsByNames(
      db,
      rows.map((row) => row.payerName),
    ),
    listMoneyProjects(db),
    recordedReferences(
      db,
      'bank_transfer',
      rows.map((row) => row.reference),
    ),
    suggestAgreementsForTransfers(deps, rows),
  ]);
  const byName = new Map<string, typeof donors>();
  for (const donor of donors) {
    for (const name of new Set([donor.realName, donor.nickname])) {
      if (name) byName.set(name, [...(byName.get(name) ?? []), donor]);
    }
  }
  const longestFirst = projects
    .filter((p) => p.name.trim() !== '')
    .sort((a, b) => b.name.length - a.name.length);
  const lines: TStatementLine[] = rows.map((row, index) => {
    const agreement = agreementsFor[index] ?? null;
    const matches = byName.get(row.payerName) ?? [];
    const donor = matches.length === 1 ? matches[0]! : null;
    const project = row.memo ? longestFirst.find((p) => row.memo.includes(p.name.trim())) : undefined;
    const billNo = recorded.get(row.reference);
    return {
      line: row.line,
      receivedOn: row.receivedOn,
      amount: fenToYuan(row.amountFen),
      payerName: row.payerName,
      payerAccount: row.payerAccount,
      reference: row.reference,
      memo: row.memo,
      // An agreement awaiting this transfer names its own donor and project.
      suggestedDonor: agreement
        ? { userId: agreement.userId, name: agreement.donorName, mobile: agreement.donorMobile }
        : donor
          ? {
              userId: donor.id,
              name: donor.realName || donor.nickname,
              mobile: donorMobileOf(deps.secrets, donor.mobileBox, false),
            }
          : null,
      suggestedProject: agreement
        ? { itemsId: agreement.itemsId, name: agreement.projectTitle }
        : project
          ? { itemsId: project.id, name: project.name }
          : null,
      alreadyRecorded: billNo ? { billNo } : null,
      suggestedAgreement: agreement
        ? {
            id: agreement.id,
            agreementNo: agreement.agreementNo,
            itemsId: agreement.itemsId,
            projectTitle: agreement.projectTitle,
            userId: agreement.userId,
            donorName: agreement.donorName,
          }
        : null,
    };
  });
  return { lines, skipped };
}
