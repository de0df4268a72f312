import type { GridLayout } from '../model/seat-grid.ts';
import { seatClass } from './seat-status.ts';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe inside a double-quoted HTML attribute (seat labels come from staff input). */
export function escapeAttribute(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/**
 * The markup of every grid position, row by row: a seat (its status class, its index in
 * layout.cells for the tap handler, its label) or an empty gap. One string parsed by the browser
 * in one go costs a cheap phone several times less than 1,917 React elements created one by one;
 * nothing in it is ever updated (chosen seats are drawn over it).
 */
export function seatGridHtml(layout: GridLayout): string {
  const parts: string[] = [];
  for (const index of layout.slots) {
    const cell = index === null ? undefined : layout.cells[index];
    parts.push(
      cell
        ? `<span class="seat-cell ${seatClass(cell.seat)}" data-i="${index}" data-seat="${escapeAttribute(cell.seat.seat)}"></span>`
        : '<span class="seat-gap"></span>',
    );
  }
  return parts.join('');
}
