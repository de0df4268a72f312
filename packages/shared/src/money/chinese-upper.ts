/**
 * 人民币大写 for receipts and statements, following the People's Bank rules for filling in
 * bills (支付结算办法 附二): a run of zeros inside the number is one 零; 元 is followed by 整
 * when there are no 角/分, and so is 角 (fiscal receipt printers write 伍角整); a zero 角 before
 * a non-zero 分 is always written (壹万元零壹分). Where the rules leave 零 optional we write it
 * only after a run of zeros that ends at 元 (壹仟元零壹角, but 壹拾元伍角整), so every amount
 * has exactly one spelling and a reader can compare two receipts character by character.
 */

const DIGITS = ['零', '壹', '贰', '叁', '肆', '伍', '陆', '柒', '捌', '玖'] as const;
const PLACES = ['', '拾', '佰', '仟'] as const;
const WAN = 10_000;
const YI = 100_000_000;

/** Fen (a non-negative safe integer) to 人民币大写: 123450 → 壹仟贰佰叁拾肆元伍角整. */
export function fenToChineseUpper(fen: number): string {
  if (!Number.isSafeInteger(fen) || fen < 0) {
    throw new RangeError(`fen must be a non-negative safe integer, got ${fen}`);
  }
  const yuan = Math.floor(fen / 100);
  const jiao = Math.floor(fen / 10) % 10;
  const cents = fen % 10;
  if (fen === 0) return '零元整';

  let text = yuan > 0 ? `${integerText(yuan)}元` : '';
  if (jiao === 0 && cents === 0) return `${text}整`;
  // 零 after 元: required before a lone 分; kept after a run of zeros such as 1000.10.
  if (yuan > 0 && (jiao === 0 || yuan % 100 === 0)) text += '零';
  if (jiao > 0) text += `${DIGITS[jiao]}角`;
  return cents > 0 ? `${text}${DIGITS[cents]}分` : `${text}整`;
}

/** A positive integer in 大写 with 万 and 亿 groups (10^12 reads 壹万亿). */
function integerText(value: number): string {
  if (value >= YI) return joinGroups(integerText(Math.floor(value / YI)), '亿', value % YI, YI / 10);
  if (value >= WAN) return joinGroups(groupText(Math.floor(value / WAN)), '万', value % WAN, WAN / 10);
  return groupText(value);
}

/**
 * The higher part, its unit, then the lower part; a lower part that does not fill its top place
 * (壹亿零壹万, 壹万零伍拾) is introduced by a single 零.
 */
function joinGroups(high: string, unit: string, low: number, lowTop: number): string {
  if (low === 0) return `${high}${unit}`;
  return `${high}${unit}${low < lowTop ? '零' : ''}${integerText(low)}`;
}

/** 1..9999: digits with 仟佰拾, inner zeros as one 零, trailing zeros dropped. */
function groupText(value: number): string {
  let text = '';
  let pendingZero = false;
  for (let place = 3; place >= 0; place -= 1) {
    const digit = Math.floor(value / 10 ** place) % 10;
    if (digit === 0) {
      pendingZero = text !== '';
      continue;
    }
    if (pendingZero) text += '零';
    pendingZero = false;
    text += `${DIGITS[digit]}${PLACES[place]}`;
  }
  return text;
}
