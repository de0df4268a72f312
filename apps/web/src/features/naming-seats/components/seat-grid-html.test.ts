import type { TSeat } from '@alma/shared/api/naming';
import { describe, expect, it } from 'vitest';
import { layoutGrid } from '../model/seat-grid.ts';
import { escapeAttribute, seatGridHtml } from './seat-grid-html.ts';

const seat = (
  id: number,
  label: string,
  status: TSeat['status'] = 1,
  donateSeatId: number | null = null,
): TSeat => ({
  id,
  seat: label,
  status,
  donateSeatId,
  priceList: [],
  rowNo: null,
  colNo: null,
});

describe('escapeAttribute', () => {
  it.each([
    ['A区 1排1座', 'A区 1排1座'],
    ['"><img src=x onerror=alert(1)>', '&quot;&gt;&lt;img src=x onerror=alert(1)&gt;'],
    ["Tom's & Jerry's", 'Tom&#39;s &amp; Jerry&#39;s'],
  ])('%s → %s', (text, expected) => {
    expect(escapeAttribute(text)).toBe(expected);
  });
});

describe('seatGridHtml', () => {
  it('draws seats with their status and index, and gaps', () => {
    const layout = layoutGrid([
      [seat(1, 'A区 1排1座'), null, seat(2, 'A区 1排2座', 2, 9)],
      [seat(3, 'x"y', 3)],
    ]);
    expect(seatGridHtml(layout)).toBe(
      '<span class="seat-cell is-open" data-i="0" data-seat="A区 1排1座"></span>' +
        '<span class="seat-gap"></span>' +
        '<span class="seat-cell is-named" data-i="1" data-seat="A区 1排2座"></span>' +
        '<span class="seat-cell is-unavailable" data-i="2" data-seat="x&quot;y"></span>' +
        '<span class="seat-gap"></span>' +
        '<span class="seat-gap"></span>',
    );
  });

  it('draws a seat donated without a named claim as held by an unpaid order (issue 14)', () => {
    const layout = layoutGrid([[seat(1, '1排1座', 2, null), seat(2, '1排2座', 2, 5)]]);
    expect(seatGridHtml(layout)).toBe(
      '<span class="seat-cell is-held" data-i="0" data-seat="1排1座"></span>' +
        '<span class="seat-cell is-named" data-i="1" data-seat="1排2座"></span>',
    );
  });
});
