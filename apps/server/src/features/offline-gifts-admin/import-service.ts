import type { TStatementLine, TStatementPreview } from '@alma/shared/admin-api/offline-gifts';
import { fenToYuan } from '@alma/shared/money/money';
import type { Database } from '../../db/client.ts';
import { donorMobileOf } from '../../security/mobile-number.ts';
import type { Secrets } from '../../security/secrets.ts';
import { recordedReferences } from '../ledger/offline-gift-service.ts';
import { findDonorsByNames, listMoneyProjects } from './repository.ts';
import { readStatement } from './statement-file.ts';

/**
 * POST /offline-gifts/statement (对公转账认领): the statement's credit lines with suggestions — the
 * donor whose name is the payer's (only when exactly one is), the project the memo names (the
 * longest name found), and whether the reference was recorded already. Nothing is stored: staff
 * confirm the lines they choose (POST /offline-gifts/confirm), each recorded like a gift typed in.
 */
export async function previewStatement(
  deps: { database: Database; secrets: Secrets },
  body: Buffer,
): Promise<TStatementPreview> {
  const { rows, skipped } = await readStatement(body);
  const db = deps.database.db;
  const [donors, projects, recorded] = await Promise.all([
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
  const lines: TStatementLine[] = rows.map((row) => {
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
      suggestedDonor: donor
        ? {
            userId: donor.id,
            name: donor.realName || donor.nickname,
            mobile: donorMobileOf(deps.secrets, donor.mobileBox, false),
          }
        : null,
      suggestedProject: project ? { itemsId: project.id, name: project.name } : null,
      alreadyRecorded: billNo ? { billNo } : null,
    };
  });
  return { lines, skipped };
}
