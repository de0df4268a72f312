import type { TStatementLink } from '@alma/shared/api/statement';
import { toWireDate, trimWireDate } from '@alma/shared/dates/wire-date';
import { fenToYuan } from '@alma/shared/money/money';
import { displayNickname } from '@alma/shared/validation/display';
import type { Db } from '../../db/client.ts';
import type { DocumentRenderer } from '../../integrations/documents/render-pool.ts';
import { foundationOf } from '../site/service.ts';
import type { DocumentLinks } from './document-links.ts';
import { findDonorNames, listPaidGiftsOfYear, sumPaidGiftsOfYear } from './statement-repository.ts';

/** The id a statement link carries: whose, and which year. */
export const statementId = (userId: number, year: number) => `${userId}-${year}`;

export function parseStatementId(id: string): { userId: number; year: number } | null {
  const match = /^(\d{1,10})-(\d{4})$/.exec(id);
  return match ? { userId: Number(match[1]), year: Number(match[2]) } : null;
}

/** user/center/statement (ours): the year's count and total, and a signed link to its PDF. */
export async function getStatementLink(
  deps: { db: Db; links: DocumentLinks },
  userId: number,
  year: number,
): Promise<TStatementLink> {
  const sum = await sumPaidGiftsOfYear(deps.db, userId, year);
  return {
    url: deps.links.linkTo('statement', statementId(userId, year)),
    count: sum.count,
    totalMoney: fenToYuan(sum.totalFen),
  };
}

/** The statement PDF, drawn on the worker pool when its link is opened (always current). */
export async function renderStatement(
  deps: { db: Db; renderer: Pick<DocumentRenderer, 'statementPdf'> },
  userId: number,
  year: number,
  now = new Date(),
): Promise<Uint8Array> {
  const [rows, names, foundation] = await Promise.all([
    listPaidGiftsOfYear(deps.db, userId, year),
    findDonorNames(deps.db, userId),
    foundationOf(deps.db),
  ]);
  return deps.renderer.statementPdf({
    foundationName: foundation?.title ?? '',
    donorName: names?.realName || displayNickname(names?.nickname, 'zh_CN'),
    year,
    rows: rows.map((row) => ({
      date: trimWireDate(toWireDate(row.paidAt), 10),
      projectName: row.projectName,
      billNo: row.billNo,
      amountFen: row.moneyFen,
    })),
    generatedAt: toWireDate(now) ?? '',
  });
}
