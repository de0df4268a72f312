import { parseMobile } from '@alma/shared/validation/mobile';

/** Message keys under `mine.bindMobile.check.*`; the first problem found is the one shown. */
export type BindProblem = 'mobileRequired' | 'mobileInvalid' | 'codeRequired';

export type BindFields = { areaCode: string; mobile: string };

/** The wire form of a mobile: `areaCode-number`, as getSmsCode and mobileLogin take it. */
export function bindWireMobile({ areaCode, mobile }: BindFields): string {
  return `${areaCode}-${mobile.trim()}`;
}

/** The server's own rule (parseMobile), so no SMS is spent on a number it would refuse. */
export function checkBindMobile(fields: BindFields): BindProblem | null {
  if (fields.mobile.trim() === '') return 'mobileRequired';
  return parseMobile(bindWireMobile(fields)) === null ? 'mobileInvalid' : null;
}

export function checkBind(fields: BindFields & { code: string }): BindProblem | null {
  return checkBindMobile(fields) ?? (fields.code.trim() === '' ? 'codeRequired' : null);
}
