import { isIP } from 'node:net';
import path from 'node:path';

import { SCHOOL_NAME } from '@alma/shared/constants/institution';
import { yuanToFen } from '@alma/shared/money/money';
import { z } from 'zod';
import { refineSmsEnv, SMS_ENV } from '../integrations/sms/sms-env.ts';
import { refineStorageEnv, STORAGE_ENV } from '../integrations/storage/storage-env.ts';
import { refineWechatEnv, WECHAT_ENV } from '../integrations/wechat/wechat-env.ts';
import { SERVER_ROOT } from '../runtime.ts';
import { dataDirOf } from './data-dir.ts';
import { isDemoPart } from './deployment-parts.ts';

const flag = z.enum(['0', '1', 'true', 'false']).transform((value) => value === '1' || value === 'true');

/**
 * WeChat Pay API v3 (the wechat-pay provider): set all of them or none. The app id defaults to
 * WECHAT_APP_ID; the platform serial to the platform certificate's own.
 */
const WECHAT_PAY_ENV = {
  WECHAT_PAY_MCH_ID: z
    .string()
    .regex(/^\d{1,32}$/)
    .optional(),
  WECHAT_PAY_APP_ID: z.string().min(1).optional(),
  /** Serial number of the merchant API certificate (apiclient_cert.pem). */
  WECHAT_PAY_SERIAL_NO: z
    .string()
    .regex(/^[0-9A-Fa-f]{1,64}$/)
    .optional(),
  /** The merchant API private key, PEM (apiclient_key.pem). */
  WECHAT_PAY_PRIVATE_KEY_FILE: z.string().min(1).optional(),
  /** The APIv3 key: 32 characters, used as the AES-256-GCM key of notifications. */
  WECHAT_PAY_API_V3_KEY: z
    .string()
    .refine((key) => Buffer.byteLength(key, 'utf8') === 32, 'must be 32 bytes')
    .optional(),
  /** WeChat Pay's platform certificate or public key, PEM. */
  WECHAT_PAY_PLATFORM_CERT_FILE: z.string().min(1).optional(),
  WECHAT_PAY_PLATFORM_SERIAL: z.string().min(1).optional(),
  WECHAT_PAY_BASE_URL: z.string().url().default('https://api.mch.weixin.qq.com'),
};
const WECHAT_PAY_REQUIRED = [
  'WECHAT_PAY_MCH_ID',
  'WECHAT_PAY_SERIAL_NO',
  'WECHAT_PAY_PRIVATE_KEY_FILE',
  'WECHAT_PAY_API_V3_KEY',
  'WECHAT_PAY_PLATFORM_CERT_FILE',
] as const;

function requireWholeWechatPay(env: Partial<Record<string, unknown>>, context: z.RefinementCtx): void {
  if (!WECHAT_PAY_REQUIRED.some((name) => env[name] !== undefined)) return;
  for (const name of WECHAT_PAY_REQUIRED) {
    if (env[name] === undefined) {
      context.addIssue({ code: 'custom', path: [name], message: 'required when any WECHAT_PAY_* is set' });
    }
  }
}

/**
 * Alipay open platform (the alipay provider, pay type 2 wap): set the three of them or none. The
 * gateway defaults to Alipay's production one; tests point it at a local fake.
 */
const ALIPAY_ENV = {
  ALIPAY_APP_ID: z
    .string()
    .regex(/^\d{1,32}$/)
    .optional(),
  /** The application private key, PEM (PKCS#8 or PKCS#1) or the key tool's bare base64. */
  ALIPAY_PRIVATE_KEY_FILE: z.string().min(1).optional(),
  /** Alipay's public key (not the application's), PEM or bare base64. */
  ALIPAY_PUBLIC_KEY_FILE: z.string().min(1).optional(),
  ALIPAY_GATEWAY_URL: z.string().url().default('https://openapi.alipay.com/gateway.do'),
};
const ALIPAY_REQUIRED = ['ALIPAY_APP_ID', 'ALIPAY_PRIVATE_KEY_FILE', 'ALIPAY_PUBLIC_KEY_FILE'] as const;

function requireWholeAlipay(env: Partial<Record<string, unknown>>, context: z.RefinementCtx): void {
  if (!ALIPAY_REQUIRED.some((name) => env[name] !== undefined)) return;
  for (const name of ALIPAY_REQUIRED) {
    if (env[name] === undefined) {
      context.addIssue({ code: 'custom', path: [name], message: 'required when any ALIPAY_* is set' });
    }
  }
}

/**
 * Whose X-Forwarded-For the server believes (TRUST_PROXY): nobody's (false); the last N hops,
 * whoever connects (N: only safe when the server is reachable through the proxy alone, e.g.
 * HOST=127.0.0.1); or only peers at these addresses and ranges, however they were reached.
 */
export type TrustProxy = false | number | string[];

/** An IPv4 or IPv6 address, bare or with a prefix length its family allows (10.0.0.0/8, fd00::/8). */
function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  // A zone (fe80::1%eth0) is refused: the proxy's address is never link-local.
  if (family === 0 || address.includes('%') || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

const TRUST_PROXY = z
  .string()
  .default('')
  .transform((text, context): TrustProxy => {
    const value = text.trim();
    if (value === '' || value === '0' || value === 'false') return false;
    // 'true' once trusted every hop, so a client could name its own address before the proxy's.
    if (value === 'true') return 1;
    if (/^\d{1,3}$/.test(value)) return Number(value) || false;
    const entries = value.split(',').map((entry) => entry.trim());
    const wrong = entries.filter((entry) => !isAddressOrRange(entry));
    if (wrong.length === 0) return entries;
    context.addIssue({
      code: 'custom',
      message: `${wrong.map((entry) => JSON.stringify(entry)).join(', ')}: neither a number of proxy hops nor IP addresses or CIDR ranges (e.g. 1, or 127.0.0.1,10.0.0.0/8)`,
    });
    return z.NEVER;
  });

/**
 * TRUST_PROXY as Fastify's trustProxy. Since Fastify 5.12.1 a bare hop count means "trust no one"
 * (a count cannot check who connects), which would put every client behind the proxy on one
 * address; N is given as the function it always meant: the connecting peer and the N-1 hops
 * before it are proxies, the next address to the left is the client's.
 */
export function fastifyTrustProxy(
  setting: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof setting === 'number' ? (_address, hop) => hop < setting : setting;
}

/** Everything the server reads from its environment, validated once at start-up. */
const ZEnv = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    /** Relative paths are from the working directory; unset means <repo>/data. */
    DATA_DIR: z.string().optional(),
    DATABASE_URL: z.string().url().optional(),
    /** production (NODE_ENV or ALMA_ENV): no demo part runs unless ALMA_ALLOW_DEMO names it. */
    NODE_ENV: z.string().optional(),
    ALMA_ENV: z.string().optional(),
    /** Demo parts a production server may still run, comma-separated (config/deployment-parts.ts). */
    ALMA_ALLOW_DEMO: z
      .string()
      .default('')
      .transform((text) =>
        text
          .split(',')
          .map((name) => name.trim())
          .filter((name) => name !== ''),
      )
      .pipe(z.array(z.string().refine(isDemoPart, 'not a demo part (see README, Going live)'))),
    /** Demo data; on unless production, where it is off unless set. */
    ALMA_DEMO: flag.optional(),
    PUBLIC_URL: z.string().url().optional(),
    /** Secret for token hashing, PII boxes and the mobile lookup; made and kept in DATA_DIR if unset. */
    SECRET_KEY: z.string().min(32).optional(),
    /** Published in the institution config; the client signs requests with it. */
    SIGN_KEY: z.string().min(16).default('alma-demo-sign-key-2026'),
    WECHAT_APP_ID: z.string().default('wx0000000000demo'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Serves GET /metrics on PORT to `Authorization: Bearer <token>` only (http/metrics-route.ts). */
    METRICS_TOKEN: z.string().min(16, 'at least 16 characters').optional(),
    /** Serves /metrics, without a token, on a port of its own at METRICS_HOST. Unset: no such port. */
    METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    METRICS_HOST: z.string().default('127.0.0.1'),
    /** Seconds a public read may be served from the cache before it is read again. */
    PUBLIC_CACHE_TTL: z.coerce.number().min(0).max(3600).default(5),
    /** Where the built web app is; served at / when it exists. */
    WEB_DIST: z.string().optional(),
    /**
     * The institution this installation serves, one of the build's config/{school}/ folders: the
     * server answers config/index.json with it. Unset: the School the build's config/index.json names.
     */
    ALMA_SCHOOL: z
      .string()
      .regex(SCHOOL_NAME, 'letters, digits, - and _ (a folder under config/)')
      .optional(),
    /** Where the built console is; served at /admin/ when it exists. */
    ADMIN_DIST: z.string().optional(),
    /** Which provider serves which pay type, e.g. "1:sandbox,2:sandbox"; demo mode defaults to the sandbox. */
    PAY_PROVIDERS: z.string().optional(),
    /**
     * The sandbox says WeChat Pay (1) and mini-program pay (15) work in any browser: its cashier
     * stands in for both, so a laptop demo can offer them. Off, the form offers 1 only inside
     * WeChat and 15 only in the mini-program, as it does with the real provider.
     */
    PAY_SANDBOX_ANY_BROWSER: flag.default(false),
    /**
     * A JSON file of lines the sandbox adds to its daily bill, or puts in place of its own line for
     * the same order or refund, so finance can rehearse reconciliation (对账) on the demo:
     * [{ "billNo", "tradeNo", "amount" (yuan), "kind": "payment"|"refund", "at", "refundNo"? }].
     */
    PAY_SANDBOX_BILL_FILE: z.string().optional(),
    /** A console refund over this many yuan waits for a second finance member's approval. */
    REFUND_APPROVAL_THRESHOLD: z.coerce
      .number()
      .min(0)
      .max(1_000_000_000)
      .refine((yuan) => yuanToFen(yuan) !== null, 'yuan, at most two decimals')
      .default(1000),
    /** Orders one user may place in 10 minutes (benchmarks raise it). */
    ORDER_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
    /**
     * Giving days' live pages one client address may hold on one instance; past it the page reads
     * the day every 30 s instead. Generous, for a campus behind one address; the bench raises it.
     */
    GIVING_DAY_STREAMS_PER_ADDRESS: z.coerce.number().int().min(1).default(500),
    /** Behind a load balancer: the client address from X-Forwarded-For (per-IP limits, audit). */
    TRUST_PROXY,
    /**
     * Tests: a staff write that succeeds without an audit row answers 500 (otherwise it is logged
     * as an error). The server and browser suites run with it, so every write they make is checked.
     */
    ALMA_AUDIT_STRICT: flag.default(false),
    /** Where e-receipts are emailed through: smtp://user:pass@host:port; unset keeps them as .eml files in DATA_DIR/mail-outbox. */
    SMTP_URL: z.string().url().optional(),
    MAIL_FROM: z.string().min(3).default('Alma 捐赠平台 <noreply@localhost>'),
    /**
     * Who receives the monthly income report (reports.monthly-mail, on the 1st of each month):
     * comma-separated addresses. Staff accounts keep no e-mail address, so the list is configured
     * here; unset or empty, no report is mailed.
     */
    REPORT_MAIL_TO: z
      .string()
      .default('')
      .transform((text) =>
        text
          .split(',')
          .map((address) => address.trim())
          .filter((address) => address !== ''),
      )
      .pipe(z.array(z.email()).max(50)),
    /**
     * The foundation's seal for donation agreements (issue 23): its certificate and key as a
     * PKCS#12 file (.p12/.pfx from its certificate authority) and the file's passphrase. Unset,
     * a demo certificate is made at first start and kept in the database ('demo-seal').
     */
    AGREEMENT_SEAL_P12_FILE: z.string().min(1).optional(),
    AGREEMENT_SEAL_PASSPHRASE: z.string().default(''),
    /**
     * Whether signing an agreement asks for an SMS code sent to the signer's mobile, confirming the
     * intent (电子签名法 Art. 13). Unset: on, except with the demo data (whose SMS go to a log).
     */
    AGREEMENT_SIGN_SMS: flag.optional(),
    ...WECHAT_PAY_ENV,
    ...ALIPAY_ENV,
    ...WECHAT_ENV,
    ...SMS_ENV,
    ...STORAGE_ENV,
  })
  .superRefine((env, context) => {
    refineWechatEnv(env, context);
    refineSmsEnv(env, context);
    refineStorageEnv(env, context);
    requireWholeWechatPay(env, context);
    requireWholeAlipay(env, context);
  });

export type Env = z.infer<typeof ZEnv>;

export type AppConfig = Omit<Env, 'ALMA_DEMO' | 'AGREEMENT_SIGN_SMS'> & {
  /** NODE_ENV or ALMA_ENV is production: the server refuses demo parts (config/deployment.ts). */
  production: boolean;
  ALMA_DEMO: boolean;
  AGREEMENT_SIGN_SMS: boolean;
  dataDir: string;
  publicUrl: string;
  webDist: string;
  adminDist: string;
};

const REPO_ROOT = path.resolve(SERVER_ROOT, '../..');
const DEFAULT_WEB_DIST = path.join(REPO_ROOT, 'apps/web/dist');
const DEFAULT_ADMIN_DIST = path.join(REPO_ROOT, 'apps/admin/dist');

export function loadConfig(source: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = ZEnv.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const production = env.NODE_ENV === 'production' || env.ALMA_ENV === 'production';
  const demo = env.ALMA_DEMO ?? !production;
  return {
    ...env,
    production,
    ALMA_DEMO: demo,
    AGREEMENT_SIGN_SMS: env.AGREEMENT_SIGN_SMS ?? !demo,
    dataDir: dataDirOf(env.DATA_DIR),
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    webDist: path.resolve(env.WEB_DIST ?? DEFAULT_WEB_DIST),
    adminDist: path.resolve(env.ADMIN_DIST ?? DEFAULT_ADMIN_DIST),
  };
}
