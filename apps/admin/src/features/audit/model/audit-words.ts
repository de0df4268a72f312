import { auditValueWords } from '@alma/shared/admin-api/audit-words';
import { fieldLabelOf } from '@alma/shared/admin-api/field-labels';
import type { Language } from '@alma/shared/i18n/language';
import { fenToYuan } from '@alma/shared/money/money';

/** A snapshot's money is kept in fen under a name ending in Fen: shown as yuan under the plain name. */
const FEN = /Fen$/;

/**
 * The label of a diff row's path (`fixMoney[1].money`, `amountFen`) as the console names the field;
 * the path itself when the field has none.
 */
export function diffFieldLabel(language: Language, path: string): string {
  const dotted = path.replace(/\[(\d+)\]/g, '.$1');
  const plain = dotted.replace(FEN, '');
  const label = fieldLabelOf(language, plain);
  if (!label) return path;
  const row = /\.(\d+)(\.|$)/.exec(dotted);
  return row ? `${label} #${Number(row[1]) + 1}` : label;
}

/** A diff row's value as people read it: fen as yuan, true/false and known codes as words. */
export function diffValue(
  path: string,
  text: string,
  words: { yes: string; no: string; empty: string },
  language: Language = 'zh_CN',
): string {
  const key =
    path
      .replace(/\[\d+\]/g, '')
      .split('.')
      .pop() ?? '';
  const known = auditValueWords(language, key, text);
  if (known) return known;
  if (FEN.test(path) && /^-?\d+$/.test(text)) {
    const yuan = fenToYuan(Number(text));
    return `¥${yuan.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  }
  if (text === 'true') return words.yes;
  if (text === 'false') return words.no;
  if (text === '' || text === 'null') return words.empty;
  return text;
}
