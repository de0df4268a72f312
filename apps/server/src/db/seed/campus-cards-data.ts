import { hashCardPassword } from '../../integrations/campus-card/demo-campus-card.ts';
import type { Tx } from '../client.ts';
import { demoCampusCards } from '../schema/campus-cards.ts';

/**
 * The demo campus cards (pay type 9), documented in docs for trying the campus-card payment.
 * The ID numbers are fictional; each card's password is the initial one the spec describes.
 */
export const DEMO_CAMPUS_CARDS = [
  { stuWorkNo: '20230001', holderName: '张同学', idNumber: '110105200301150012', balanceFen: 50_000 },
  { stuWorkNo: '20230002', holderName: '李同学', idNumber: '11010520030215002X', balanceFen: 500 },
  { stuWorkNo: '20230003', holderName: '王同学', idNumber: '110105200303250035', balanceFen: 0 },
] as const;

/** Doc 2 §5: the initial password is the last six characters of the ID number, x written as 1. */
export function initialCardPassword(idNumber: string): string {
  return idNumber.slice(-6).replace(/x/gi, '1');
}

export type DemoCampusCardRow = typeof demoCampusCards.$inferInsert;

/** The cards as rows; hashing is slow, so the seed does it before taking its lock. */
export function campusCardRows(): Promise<DemoCampusCardRow[]> {
  return Promise.all(
    DEMO_CAMPUS_CARDS.map(async ({ stuWorkNo, holderName, idNumber, balanceFen }) => ({
      stuWorkNo,
      holderName,
      balanceFen,
      passwordHash: await hashCardPassword(initialCardPassword(idNumber)),
    })),
  );
}

export async function insertCampusCards(tx: Tx, rows: DemoCampusCardRow[]): Promise<void> {
  await tx.insert(demoCampusCards).values(rows);
}
