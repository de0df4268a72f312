export type SmsButtonLabel = { key: 'login.sms.send' } | { key: 'login.sms.wait'; count: number };

/** The send button reads "get code" when free and the seconds left while the countdown runs. */
export function smsButtonLabel(remaining: number): SmsButtonLabel {
  return remaining > 0 ? { key: 'login.sms.wait', count: remaining } : { key: 'login.sms.send' };
}
