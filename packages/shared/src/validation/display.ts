/** Display rules of spec doc 1 §5 that both the server and the web app apply. */

/** The platform's default nickname for a user who never set one (WeChat's 微信用户). */
export const PLATFORM_DEFAULT_NICKNAME = '微信用户';
export const LOVING_PERSON = { zh_CN: '爱心人士', English: 'loving person' } as const;
export const ANONYMOUS_LABEL = { zh_CN: '匿名', English: 'Anonymous' } as const;

export function displayNickname(nickname: string | null | undefined, language: 'zh_CN' | 'English'): string {
  const trimmed = nickname?.trim() ?? '';
  return trimmed === '' || trimmed === PLATFORM_DEFAULT_NICKNAME ? LOVING_PERSON[language] : trimmed;
}

/** Name masking of the `maskDonorNames` feature: first character then two asterisks. */
export function maskDonorName(
  name: string,
  anonymousLabels: readonly string[] = Object.values(ANONYMOUS_LABEL),
) {
  if (name === '' || anonymousLabels.includes(name)) return name;
  const first = Array.from(name)[0] ?? '';
  return `${first}**`;
}

/** Progress percentage: capped at 100, two decimals; no target means no percentage. */
export function progressPercent(complete: number, target: number): number {
  if (!(target > 0)) return 0;
  const percent = Math.min(100, Math.max(0, (complete / target) * 100));
  return Math.floor(percent * 100) / 100;
}
