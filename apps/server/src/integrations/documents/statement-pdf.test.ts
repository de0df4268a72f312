import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import type { StatementInput } from './document-inputs.ts';
import { renderStatementPdf } from './statement-pdf.ts';

const rows = Array.from({ length: 500 }, (_, index) => ({
  date: `2025-${String((index % 12) + 1).padStart(2, '0')}-${String((index % 28) + 1).padStart(2, '0')}`,
  projectName: index % 7 === 0 ? '百年校庆·图书馆建设基金暨校友终身成就奖学金（第二期）及配套设施' : '助学金',
  billNo: `D2025${String(index).padStart(10, '0')}`,
  amountFen: 10_000 + index * 3,
}));

const statement: StatementInput = {
  foundationName: '示例大学教育发展基金会',
  donorName: '张三丰',
  year: 2025,
  rows,
  generatedAt: '2026-01-05 10:00:00',
};

async function pageTexts(bytes: Uint8Array): Promise<string[]> {
  const { text } = await extractText(await getDocumentProxy(bytes.slice()), { mergePages: false });
  return text.map((page) => page.replace(/\s+/g, ''));
}

describe('renderStatementPdf', () => {
  it('pages 500 gifts with the table header on every page and the right totals at the end', async () => {
    const pdf = await renderStatementPdf(statement);
    expect(pdf.byteLength).toBeLessThan(1_000_000);
    const pages = await pageTexts(pdf);
    expect(pages.length).toBeGreaterThan(10);
    pages.forEach((page, index) => {
      expect(page).toContain(`第${index + 1}/${pages.length}页`);
      // Every page but a last one holding only the totals repeats the table header.
      if (index < pages.length - 1) expect(page).toMatch(/序号日期项目单号金额（元）/);
    });
    const all = pages.join('');
    expect(all).toContain('示例大学教育发展基金会');
    expect(all).toContain('2025年度捐赠明细');
    expect(all).toContain('D20250000000000');
    expect(all).toContain('D20250000000499');
    // 500 × 100.00 + 3 × (0 + … + 499) fen = 5,374,250 fen.
    expect(pages.at(-1)).toContain('共500笔，合计¥53,742.50');
    expect(pages.at(-1)).toContain('伍万叁仟柒佰肆拾贰元伍角整');
  });

  it('says so when the year has no gifts', async () => {
    const [page] = await pageTexts(await renderStatementPdf({ ...statement, rows: [] }));
    expect(page).toContain('本年度暂无已支付的捐赠');
    expect(page).toContain('共0笔，合计¥0.00');
    expect(page).toContain('零元整');
  });
});
