import { describe, expect, it } from 'vitest';
import { smsButtonLabel } from './countdown.ts';

describe('smsButtonLabel', () => {
  it.each([
    [0, { key: 'login.sms.send' }],
    [-3, { key: 'login.sms.send' }],
    [1, { key: 'login.sms.wait', count: 1 }],
    [60, { key: 'login.sms.wait', count: 60 }],
  ])('%i seconds left → %o', (remaining, expected) => {
    expect(smsButtonLabel(remaining)).toEqual(expected);
  });
});
