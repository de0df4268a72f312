import type { TBaseConfig } from '@alma/shared/api/site';
import { SMS_CODE_LENGTH } from '@alma/shared/constants/limits';

/**
 * The SMS code that confirms the intent to sign (issue 23), on the cpu modal and the hhu preview
 * alike: asked for only when the foundation turns it on (baseConfig's agreementSignSms), checked
 * after the spec's own checks, and sent beside the signature as `smsCode`.
 */

/** On when baseConfig says 1; a server that does not send the flag (or has not answered yet) asks for none. */
export function signCodeRequired(
  config: Partial<Pick<TBaseConfig, 'agreementSignSms'>> | undefined,
): boolean {
  return config?.agreementSignSms === 1;
}

const NOT_A_DIGIT = /\D/g;
const WHOLE_CODE = new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`);

/** What the field keeps of what was typed or pasted ('123 456' from a message): digits, at most six. */
export function signCodeInput(typed: string): string {
  return typed.replace(NOT_A_DIGIT, '').slice(0, SMS_CODE_LENGTH);
}

export type SignCodeProblem = 'agreement.smsCodeRequired' | 'agreement.smsCodeLength';

/** The server's own checks, in its words: nothing typed, then not six digits. */
export function signCodeProblem(code: string): SignCodeProblem | null {
  const trimmed = code.trim();
  if (trimmed === '') return 'agreement.smsCodeRequired';
  return WHOLE_CODE.test(trimmed) ? null : 'agreement.smsCodeLength';
}

export type SignCodeCheck =
  | { ok: true; smsCode: string | undefined }
  | { ok: false; problem: SignCodeProblem };

/**
 * Before the upload, after the spec's own checks: when no code is asked for, nothing changes (no
 * field is sent); when one is, it must be six digits, and it travels as typed.
 */
export function checkSignCode(required: boolean, code: string): SignCodeCheck {
  if (!required) return { ok: true, smsCode: undefined };
  const problem = signCodeProblem(code);
  return problem ? { ok: false, problem } : { ok: true, smsCode: code.trim() };
}

/** The upload's text fields beside the file: the code only when one is asked for. */
export function withSignCode(
  fields: Record<string, string>,
  smsCode: string | undefined,
): Record<string, string> {
  return smsCode ? { ...fields, smsCode } : fields;
}

export type SignCodeButtonLabel =
  | { key: 'agreements.signCode.send' }
  | { key: 'agreements.signCode.wait'; count: number };

/** As the login's code button: 'get code' when free, the seconds left while the countdown runs. */
export function signCodeButtonLabel(remaining: number): SignCodeButtonLabel {
  return remaining > 0
    ? { key: 'agreements.signCode.wait', count: remaining }
    : { key: 'agreements.signCode.send' };
}

/** A press does something only when no code is on its way and the last one's minute is over. */
export function canSendSignCode(state: { remaining: number; sending: boolean; disabled: boolean }): boolean {
  return state.remaining <= 0 && !state.sending && !state.disabled;
}
