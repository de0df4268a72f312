/**
 * A CSV field. Text that starts like a formula gets a leading quote mark (Excel would run it);
 * a long run of digits (bill and transaction numbers) a leading tab, so Excel keeps it as text
 * instead of showing 2.02601E+25.
 */
export function csvField(cell: string | number): string {
  if (typeof cell === 'number') return String(cell);
  let text = cell;
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  else if (/^\d{12,}$/.test(text)) text = `\t${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
