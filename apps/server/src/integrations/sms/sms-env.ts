import { z } from 'zod';
import { makeAliyunSmsProvider } from './aliyun-sms.ts';
import { makeLogSmsProvider } from './log-sms-provider.ts';
import type { SmsProvider } from './sms-provider.ts';
import { makeTencentSmsProvider } from './tencent-cloud-sms.ts';

/**
 * The SMS gateway's settings (spread into config/env.ts's schema, checked by refineSmsEnv): `log`
 * is the demo's (codes in the server log); `tencent` and `aliyun` are the real gateways.
 */
export const SMS_ENV = {
  SMS_PROVIDER: z.enum(['log', 'tencent', 'aliyun']).default('log'),
  TENCENT_SMS_SECRET_ID: z.string().min(1).optional(),
  TENCENT_SMS_SECRET_KEY: z.string().min(1).optional(),
  /** 短信控制台 → 应用管理 → SdkAppId */
  TENCENT_SMS_APP_ID: z.string().regex(/^\d+$/, 'digits').optional(),
  TENCENT_SMS_SIGN_NAME: z.string().min(1).optional(),
  TENCENT_SMS_TEMPLATE_CODE: z.string().min(1).optional(),
  TENCENT_SMS_TEMPLATE_NOTICE: z.string().min(1).optional(),
  TENCENT_SMS_REGION: z.string().min(1).default('ap-guangzhou'),
  TENCENT_SMS_ENDPOINT: z.string().url().optional(),
  ALIYUN_SMS_ACCESS_KEY_ID: z.string().min(1).optional(),
  ALIYUN_SMS_ACCESS_KEY_SECRET: z.string().min(1).optional(),
  ALIYUN_SMS_SIGN_NAME: z.string().min(1).optional(),
  ALIYUN_SMS_TEMPLATE_CODE: z.string().min(1).optional(),
  ALIYUN_SMS_TEMPLATE_NOTICE: z.string().min(1).optional(),
  ALIYUN_SMS_ENDPOINT: z.string().url().optional(),
};

const REQUIRED = {
  tencent: [
    'TENCENT_SMS_SECRET_ID',
    'TENCENT_SMS_SECRET_KEY',
    'TENCENT_SMS_APP_ID',
    'TENCENT_SMS_SIGN_NAME',
    'TENCENT_SMS_TEMPLATE_CODE',
    'TENCENT_SMS_TEMPLATE_NOTICE',
  ],
  aliyun: [
    'ALIYUN_SMS_ACCESS_KEY_ID',
    'ALIYUN_SMS_ACCESS_KEY_SECRET',
    'ALIYUN_SMS_SIGN_NAME',
    'ALIYUN_SMS_TEMPLATE_CODE',
    'ALIYUN_SMS_TEMPLATE_NOTICE',
  ],
} as const;

export type SmsEnv = { SMS_PROVIDER: 'log' | 'tencent' | 'aliyun' } & {
  [K in Exclude<keyof typeof SMS_ENV, 'SMS_PROVIDER' | 'TENCENT_SMS_REGION'>]?: string | undefined;
} & { TENCENT_SMS_REGION: string };

/** The chosen gateway needs every one of its settings. */
export function refineSmsEnv(env: Record<string, unknown>, context: z.RefinementCtx): void {
  const provider = env.SMS_PROVIDER;
  if (provider !== 'tencent' && provider !== 'aliyun') return;
  for (const name of REQUIRED[provider]) {
    if (env[name] === undefined)
      context.addIssue({ code: 'custom', path: [name], message: `required when SMS_PROVIDER=${provider}` });
  }
}

const need = (value: string | undefined, name: string) => {
  if (!value) throw new Error(`${name}: required`);
  return value;
};

/** The SMS gateway the configuration names; the log one prints through `log`. */
export function configuredSms(env: SmsEnv, log: (line: string) => void): SmsProvider {
  if (env.SMS_PROVIDER === 'tencent')
    return makeTencentSmsProvider({
      secretId: need(env.TENCENT_SMS_SECRET_ID, 'TENCENT_SMS_SECRET_ID'),
      secretKey: need(env.TENCENT_SMS_SECRET_KEY, 'TENCENT_SMS_SECRET_KEY'),
      appId: need(env.TENCENT_SMS_APP_ID, 'TENCENT_SMS_APP_ID'),
      signName: need(env.TENCENT_SMS_SIGN_NAME, 'TENCENT_SMS_SIGN_NAME'),
      codeTemplateId: need(env.TENCENT_SMS_TEMPLATE_CODE, 'TENCENT_SMS_TEMPLATE_CODE'),
      noticeTemplateId: need(env.TENCENT_SMS_TEMPLATE_NOTICE, 'TENCENT_SMS_TEMPLATE_NOTICE'),
      region: env.TENCENT_SMS_REGION,
      ...(env.TENCENT_SMS_ENDPOINT ? { endpoint: env.TENCENT_SMS_ENDPOINT } : {}),
    });
  if (env.SMS_PROVIDER === 'aliyun')
    return makeAliyunSmsProvider({
      accessKeyId: need(env.ALIYUN_SMS_ACCESS_KEY_ID, 'ALIYUN_SMS_ACCESS_KEY_ID'),
      accessKeySecret: need(env.ALIYUN_SMS_ACCESS_KEY_SECRET, 'ALIYUN_SMS_ACCESS_KEY_SECRET'),
      signName: need(env.ALIYUN_SMS_SIGN_NAME, 'ALIYUN_SMS_SIGN_NAME'),
      codeTemplate: need(env.ALIYUN_SMS_TEMPLATE_CODE, 'ALIYUN_SMS_TEMPLATE_CODE'),
      noticeTemplate: need(env.ALIYUN_SMS_TEMPLATE_NOTICE, 'ALIYUN_SMS_TEMPLATE_NOTICE'),
      ...(env.ALIYUN_SMS_ENDPOINT ? { endpoint: env.ALIYUN_SMS_ENDPOINT } : {}),
    });
  return makeLogSmsProvider(log);
}

/** Where the chosen gateway is, for the start-up table (no key in it). */
export function smsWhere(env: SmsEnv): string {
  if (env.SMS_PROVIDER === 'tencent')
    return new URL(env.TENCENT_SMS_ENDPOINT ?? 'https://sms.tencentcloudapi.com').host;
  if (env.SMS_PROVIDER === 'aliyun')
    return new URL(env.ALIYUN_SMS_ENDPOINT ?? 'https://dysmsapi.aliyuncs.com').host;
  return 'this server';
}
