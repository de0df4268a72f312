import { randomUUID } from 'node:crypto';
import type { ParsedMobile } from '@alma/shared/validation/mobile';
import { rpcSignature } from './aliyun-rpc-signature.ts';
import type { SmsProvider } from './sms-provider.ts';
import { callGateway, type SmsFailure, SmsSendError } from './sms-send-error.ts';

export const ALIYUN_SMS_ENDPOINT = 'https://dysmsapi.aliyuncs.com';

export type AliyunSmsOptions = {
  accessKeyId: string;
  accessKeySecret: string;
  /** The approved signature (签名名称). */
  signName: string;
  /** Approved templates: the login code (${code}) and the notice (${amount}, ${link}). */
  codeTemplate: string;
  noticeTemplate: string;
  endpoint?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  now?: () => Date;
};

/** Dysmsapi's answer codes by what they mean for the donor. */
function failureOf(code: string): SmsFailure {
  if (
    code === 'isv.MOBILE_NUMBER_ILLEGAL' ||
    code === 'isv.MOBILE_COUNT_OVER_LIMIT' ||
    code === 'isv.BLACK_KEY_CONTROL_LIMIT'
  )
    return 'badNumber';
  if (code === 'isv.BUSINESS_LIMIT_CONTROL' || code === 'isv.DAY_LIMIT_CONTROL') return 'numberLimited';
  // Balance, signature, template, our credentials (SignatureDoesNotMatch, InvalidAccessKeyId.*), throttling.
  return 'unavailable';
}

/**
 * Alibaba Cloud SMS (Dysmsapi 2017-05-25 SendSms) over its RPC API: a form POST signed with
 * HMAC-SHA1 (aliyun-rpc-signature.ts). No retry once Aliyun answered; one when the connection
 * failed before any answer.
 */
export function makeAliyunSmsProvider(options: AliyunSmsOptions): SmsProvider {
  const endpoint = options.endpoint ?? ALIYUN_SMS_ENDPOINT;
  const send = async (mobile: ParsedMobile, template: string, values: Record<string, string>) => {
    const params: Record<string, string> = {
      AccessKeyId: options.accessKeyId,
      Action: 'SendSms',
      Format: 'JSON',
      RegionId: 'cn-hangzhou',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: randomUUID(),
      SignatureVersion: '1.0',
      Timestamp: (options.now?.() ?? new Date()).toISOString().replace(/\.\d{3}Z$/, 'Z'),
      Version: '2017-05-25',
      // Mainland numbers bare; others with their country code, as Dysmsapi takes them.
      PhoneNumbers: mobile.areaCode === '86' ? mobile.number : `00${mobile.areaCode}${mobile.number}`,
      SignName: options.signName,
      TemplateCode: template,
      TemplateParam: JSON.stringify(values),
    };
    const body = new URLSearchParams({
      ...params,
      Signature: rpcSignature('POST', params, options.accessKeySecret),
    });
    const attempt = () =>
      (options.fetch ?? fetch)(endpoint, {
        method: 'POST',
        body,
        signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
      });
    const response = await callGateway('aliyun', attempt);
    // Aliyun answers refusals with 4xx and a JSON Code too.
    const answer = (await response.json().catch(() => ({}))) as { Code?: string };
    if (answer.Code !== 'OK') {
      const code = answer.Code ?? `HTTP ${response.status}`;
      throw new SmsSendError(failureOf(code), `aliyun: ${code}`);
    }
  };
  return {
    sendCode: (mobile, code) => send(mobile, options.codeTemplate, { code }),
    sendNotice: (mobile, notice) =>
      send(mobile, options.noticeTemplate, { amount: notice.params[0] ?? '', link: notice.params[1] ?? '' }),
  };
}
