/** Wire dates are `YYYY-MM-DD HH:mm:ss` in Asia/Shanghai, which has had no DST since 1991. */
const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;

export function toWireDate(date: Date | null | undefined): string | null {
  if (!date) return null;
  const shifted = new Date(date.getTime() + SHANGHAI_OFFSET_MS).toISOString();
  return `${shifted.slice(0, 10)} ${shifted.slice(11, 19)}`;
}

/** Parses a wire date (or its first 10 characters) as Shanghai time. */
export function fromWireDate(text: string): Date | null {
  const match = /^(\d{4}-\d{2}-\d{2})(?: (\d{2}:\d{2}(?::\d{2})?))?$/.exec(text.trim());
  if (!match) return null;
  const time = match[2] ? (match[2].length === 5 ? `${match[2]}:00` : match[2]) : '00:00:00';
  const date = new Date(`${match[1]}T${time}+08:00`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The client shows dates trimmed to 10 (date) or 16 (date and time) characters. */
export function trimWireDate(text: string | null | undefined, length: 10 | 16): string {
  return text ? text.slice(0, length) : '';
}
