import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Only features/ledger writes an order (its status, money, refunded money) and, through the
 * trigger, the totals; the demo seed writes its own rows. Any other file that writes the
 * donations table or a total column directly fails here, so a new money movement cannot be added
 * beside the ledger.
 */
const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

const WRITES = [
  /\.(update|insert|delete)\(donations\)/,
  /\b(update|insert\s+into|delete\s+from)\s+"?donations"?\b/i,
  /\b(completeMoneyFen|completeMaterialNumber|payCounts|participants)\s*:\s*sql`/,
  /\b(complete_money_fen|complete_material_number|pay_counts|participants)\s*=\s*[a-z_."]*\s*[+-]/i,
];

const ALLOWED = [
  `${path.sep}features${path.sep}ledger${path.sep}`,
  `${path.sep}db${path.sep}seed${path.sep}`,
];

describe('the ledger owns the orders', () => {
  it('no file outside features/ledger (and the demo seed) writes an order or a total', () => {
    const offenders = sourceFiles(src)
      .filter((file) => !ALLOWED.some((allowed) => file.includes(allowed)))
      .flatMap((file) => {
        const text = fs.readFileSync(file, 'utf8');
        return WRITES.filter((pattern) => pattern.test(text)).map(
          (pattern) => `${path.relative(src, file)} ${pattern}`,
        );
      });
    expect(offenders).toEqual([]);
  });

  it('the check sees a write where there is one', () => {
    const ledger = fs.readFileSync(path.join(src, 'features/ledger/refund-repository.ts'), 'utf8');
    expect(WRITES.some((pattern) => pattern.test(ledger))).toBe(true);
  });
});
