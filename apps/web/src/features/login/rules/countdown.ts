/** Spec doc 3 §9: after a code is sent, the button is blocked for 60 s. */
export const SMS_COUNTDOWN_SECONDS = 60;

/** Whole seconds left until `endsAt` (rounded up, so the button never shows 0 while still blocked). */
export function remainingSeconds(endsAt: number, now: number): number {
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

export type SmsButtonLabel = { key: 'login.sms.send' } | { key: 'login.sms.wait'; count: number };

/** The send button reads "get code" when free and the seconds left while the countdown runs. */
export function smsButtonLabel(remaining: number): SmsButtonLabel {
  return remaining > 0 ? { key: 'login.sms.wait', count: remaining } : { key: 'login.sms.send' };
}
