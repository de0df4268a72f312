import type { ParsedMobile } from '@alma/shared/validation/mobile';
import type { SmsProvider } from './sms-provider.ts';
import { callGateway, type SmsFailure, SmsSendError } from './sms-send-error.ts';
import { TC3_CONTENT_TYPE, tc3Authorization } from './tc3-signature.ts';

export const TENCENT_SMS_ENDPOINT = 'https://sms.tencentcloudapi.com';

export type TencentSmsOptions = {
  secretId: string;
  secretKey: string;
  /** The SMS application's SdkAppId (短信控制台 → 应用管理). */
  appId: string;
  /** The approved signature (签名), without brackets. */
  signName: string;
  /** Approved template ids: the login code ({1} the code) and the notice ({1} amount, {2} link). */
  codeTemplateId: string;
  noticeTemplateId: string;
  region: string;
  endpoint?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
};

/** Tencent's answer codes by what they mean for the donor (SMS API 2021-01-11 error codes). */
function failureOf(code: string): SmsFailure {
  if (
    code === 'InvalidParameterValue.IncorrectPhoneNumber' ||
    code === 'FailedOperation.PhoneNumberInBlacklist' ||
    code === 'UnsupportedOperation.ContainDomesticAndInternationalPhoneNumber' ||
    code === 'UnsupportedOperation.UnsupportedRegion'
  )
    return 'badNumber';
  if (code.startsWith('LimitExceeded.PhoneNumber')) return 'numberLimited';
  // Balance, credentials, signature or template refused, throttling of the account, Tencent down.
  return 'unavailable';
}

type SendStatus = { Code?: string; PhoneNumber?: string };
type Answer = { Response?: { Error?: { Code?: string }; SendStatusSet?: SendStatus[] } };

/**
 * Tencent Cloud SMS (SendSms, API 2021-01-11), signed with TC3-HMAC-SHA256. One request per
 * message; no retry once Tencent answered (a second send would be a second SMS), one retry when the
 * connection failed before any answer.
 */
export function makeTencentSmsProvider(options: TencentSmsOptions): SmsProvider {
  const endpoint = new URL(options.endpoint ?? TENCENT_SMS_ENDPOINT);
  const send = async (mobile: ParsedMobile, templateId: string, params: readonly string[]) => {
    const body = JSON.stringify({
      PhoneNumberSet: [`+${mobile.areaCode}${mobile.number}`],
      SmsSdkAppId: options.appId,
      SignName: options.signName,
      TemplateId: templateId,
      TemplateParamSet: params,
    });
    const attempt = async () => {
      const timestamp = Math.floor((options.now?.() ?? Date.now()) / 1000);
      return (options.fetch ?? fetch)(endpoint, {
        method: 'POST',
        body,
        signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
        headers: {
          authorization: tc3Authorization({
            secretId: options.secretId,
            secretKey: options.secretKey,
            service: 'sms',
            host: endpoint.host,
            timestamp,
            body,
          }),
          'content-type': TC3_CONTENT_TYPE,
          'x-tc-action': 'SendSms',
          'x-tc-version': '2021-01-11',
          'x-tc-timestamp': String(timestamp),
          'x-tc-region': options.region,
        },
      });
    };
    const response = await callGateway('tencent', attempt);
    if (!response.ok) {
      await response.body?.cancel();
      throw new SmsSendError('unavailable', `tencent: HTTP ${response.status}`);
    }
    const answer = (await response.json().catch(() => ({}))) as Answer;
    const refused = answer.Response?.Error?.Code;
    if (refused) throw new SmsSendError(failureOf(refused), `tencent: ${refused}`);
    const status = answer.Response?.SendStatusSet?.[0]?.Code;
    if (status !== 'Ok') throw new SmsSendError(failureOf(status ?? ''), `tencent: ${status ?? 'no status'}`);
  };
  return {
    sendCode: (mobile, code) => send(mobile, options.codeTemplateId, [code]),
    sendNotice: (mobile, notice) => send(mobile, options.noticeTemplateId, notice.params),
  };
}
