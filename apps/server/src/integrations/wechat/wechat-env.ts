import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import type { Secrets } from '../../security/secrets.ts';
import { demoCodeKey, makeDemoWechatClient } from './demo-wechat-client.ts';
import { WECHAT_OPEN_BASE } from './official-account-authorize-url.ts';
import { makeOfficialAccountClient, WECHAT_API_BASE } from './official-account-client.ts';
import type { WechatClient } from './wechat-client.ts';

/** The app id config/env.ts defaults to: only the demo may run with it. */
const DEMO_APP_ID = 'wx0000000000demo';

/**
 * The WeChat official account's settings (spread into config/env.ts's schema, checked by
 * refineWechatEnv). `demo` is the local stand-in page; `official` is the foundation's 服务号.
 */
export const WECHAT_ENV = {
  WECHAT_PROVIDER: z.enum(['demo', 'official']).default('demo'),
  /** The official account's AppSecret (公众平台 → 设置与开发 → 基本配置). */
  WECHAT_APP_SECRET: z.string().min(1).optional(),
  /** Where WeChat's API is; tests point it at the local fake (fake-wechat.ts). */
  WECHAT_API_BASE: z.string().url().default(WECHAT_API_BASE),
  /** Where WeChat's authorisation page is; tests point it at the local fake. */
  WECHAT_OPEN_BASE: z.string().url().default(WECHAT_OPEN_BASE),
  /** Milliseconds one call to WeChat may take before the donor is told WeChat is unavailable. */
  WECHAT_TIMEOUT_MS: z.coerce.number().int().min(500).max(30_000).default(5000),
};

type WechatEnvInput = {
  WECHAT_APP_ID?: unknown;
  WECHAT_PROVIDER?: unknown;
  WECHAT_APP_SECRET?: unknown;
};

/** `official` needs the account's own app id and its secret. */
export function refineWechatEnv(env: WechatEnvInput, context: z.RefinementCtx): void {
  if (env.WECHAT_PROVIDER !== 'official') return;
  if (env.WECHAT_APP_SECRET === undefined) {
    context.addIssue({
      code: 'custom',
      path: ['WECHAT_APP_SECRET'],
      message: 'required when WECHAT_PROVIDER=official',
    });
  }
  if (
    typeof env.WECHAT_APP_ID !== 'string' ||
    env.WECHAT_APP_ID === DEMO_APP_ID ||
    !/^wx[0-9a-zA-Z]{16}$/.test(env.WECHAT_APP_ID)
  ) {
    context.addIssue({
      code: 'custom',
      path: ['WECHAT_APP_ID'],
      message: 'the official account’s AppID (wx and 16 letters or digits) when WECHAT_PROVIDER=official',
    });
  }
}

/** The WeChat settings alone, for tests and for reading them without the rest of the environment. */
export const ZWechatEnv = z
  .object({ WECHAT_APP_ID: z.string().default(DEMO_APP_ID), ...WECHAT_ENV })
  .superRefine(refineWechatEnv);
export type WechatEnv = z.infer<typeof ZWechatEnv>;

export type WechatDeps = {
  database: Database;
  secrets: Secrets;
  /** Where this server is reached: the demo's authorisation page lives there. */
  publicUrl: string;
  onError?: (message: string) => void;
};

/** The WeChat client the configuration names. */
export function configuredWechat(env: WechatEnv, deps: WechatDeps): WechatClient {
  if (env.WECHAT_PROVIDER === 'demo') {
    return makeDemoWechatClient({
      appId: env.WECHAT_APP_ID,
      publicUrl: deps.publicUrl,
      codeKey: demoCodeKey(deps.secrets),
    });
  }
  if (!env.WECHAT_APP_SECRET) throw new Error('WECHAT_APP_SECRET: required when WECHAT_PROVIDER=official');
  return makeOfficialAccountClient({
    appId: env.WECHAT_APP_ID,
    appSecret: env.WECHAT_APP_SECRET,
    db: deps.database.db,
    secrets: deps.secrets,
    apiBase: env.WECHAT_API_BASE,
    openBase: env.WECHAT_OPEN_BASE,
    timeoutMs: env.WECHAT_TIMEOUT_MS,
    onError: deps.onError ?? ((message) => console.warn(`[wechat] ${message}`)),
  });
}
