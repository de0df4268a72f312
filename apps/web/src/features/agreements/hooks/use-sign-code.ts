import type { TAgreementSignCodeBody } from '@alma/shared/api/agreements';
import { SMS_COUNTDOWN_SECONDS } from '@alma/shared/constants/limits';
import { useState } from 'react';
import { useBaseConfig } from '../../../lib/base-config.ts';
import { useCountdown } from '../../../lib/countdown.ts';
import { sendSignCode } from '../api/send-sign-code.ts';
import { canSendSignCode, signCodeInput, signCodeRequired } from '../model/sign-code.ts';

export type SignCode = {
  /** The foundation asks for a code (baseConfig's agreementSignSms is 1). */
  required: boolean;
  code: string;
  setCode: (typed: string) => void;
  /** Where the last code went, masked as the server answered it ('' before any). */
  sentTo: string;
  sending: boolean;
  /** Seconds until another code may be asked for. */
  remaining: number;
  send: () => Promise<void>;
};

/**
 * The signing screen's SMS code: what was typed, where the code went and the minute before the
 * next one. It lives in the screen, not in the cpu modal, so closing and reopening the modal keeps
 * both the code and the countdown (the server allows one code a minute).
 */
export function useSignCode(agreement: TAgreementSignCodeBody, disabled: boolean): SignCode {
  const config = useBaseConfig();
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState('');
  const [sending, setSending] = useState(false);
  const countdown = useCountdown(SMS_COUNTDOWN_SECONDS);

  const send = async () => {
    if (!canSendSignCode({ remaining: countdown.remaining, sending, disabled })) return;
    setSending(true);
    try {
      const answer = await sendSignCode(agreement);
      setSentTo(answer.mobile);
      countdown.start();
    } catch {
      // The api client has shown the server's refusal (too many codes) or the network's failure.
    } finally {
      setSending(false);
    }
  };

  return {
    required: signCodeRequired(config.data),
    code,
    setCode: (typed) => setCode(signCodeInput(typed)),
    sentTo,
    sending,
    remaining: countdown.remaining,
    send,
  };
}
