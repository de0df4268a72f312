/**
 * A tree's intro (doc 4 §3: seatIntro, lines separated by \n) as the hhu detail shows it
 * (§2.3: 位置, 科属, 生长习性): each line "标题：内容" (or with ':'); lines without a title are
 * kept as text of their own.
 */
export type IntroLine = { title: string; text: string };

export function introLines(intro: string): IntroLine[] {
  return intro
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => {
      const match = /^([^：:]{1,12})[：:]\s*(.*)$/.exec(line);
      return match ? { title: match[1]!.trim(), text: match[2]!.trim() } : { title: '', text: line };
    });
}

/** The text of the line with this title, or ''. */
export function introField(lines: readonly IntroLine[], title: string): string {
  return lines.find((line) => line.title === title)?.text ?? '';
}

/** Wire dates are `YYYY-MM-DD HH:mm:ss`; the dialogs show the day (doc 4 §2.3: first 10 characters). */
export const dayOf = (time: string): string => time.slice(0, 10);
