import type { Language } from '@alma/shared/i18n/language';

/**
 * Why a batch's receipt was not issued, in the staff member's words. The job keeps the error its
 * last attempt threw: an unreachable platform is said as such; anything else is the platform's own
 * answer (the provinces' platforms answer in Chinese), after words that say who refused.
 */
const UNREACHABLE =
  /ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENOTFOUND|EAI_AGAIN|fetch failed|socket hang up|timed? ?out/i;

export function issueFailureWords(error: string, language: Language): string {
  const said = error.trim();
  if (UNREACHABLE.test(said)) {
    return language === 'English'
      ? 'The fiscal receipt platform could not be reached; run the job again from the job queue later'
      : '无法连接财政票据平台，请稍后在任务队列中重试';
  }
  if (said === '') {
    return language === 'English' ? 'The fiscal receipt platform gave no reason' : '财政票据平台未说明原因';
  }
  return language === 'English'
    ? `The fiscal receipt platform refused it: ${said}`
    : `财政票据平台未开具：${said}`;
}
