import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const flag = z.enum(['0', '1', 'true', 'false']).transform((value) => value === '1' || value === 'true');

/** Everything the server reads from its environment, validated once at start-up. */
const ZEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Relative paths are from the working directory; unset means <repo>/data. */
  DATA_DIR: z.string().optional(),
  DATABASE_URL: z.string().url().optional(),
  ALMA_DEMO: flag.default(true),
  PUBLIC_URL: z.string().url().optional(),
  /** Secret for token hashing, PII boxes and the mobile lookup; made and kept in DATA_DIR if unset. */
  SECRET_KEY: z.string().min(32).optional(),
  /** Published in the institution config; the client signs requests with it. */
  SIGN_KEY: z.string().min(16).default('alma-demo-sign-key-2026'),
  WECHAT_APP_ID: z.string().default('wx0000000000demo'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Seconds a public read may be served from the cache before it is read again. */
  PUBLIC_CACHE_TTL: z.coerce.number().min(0).max(3600).default(5),
  /** Where the built web app is; served at / when it exists. */
  WEB_DIST: z.string().optional(),
  /** Which provider serves which pay type, e.g. "1:sandbox,2:sandbox"; demo mode defaults to the sandbox. */
  PAY_PROVIDERS: z.string().optional(),
  /** Orders one user may place in 10 minutes (benchmarks raise it). */
  ORDER_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
  /** Behind a load balancer: trust X-Forwarded-For for the client address (SMS limits per IP). */
  TRUST_PROXY: flag.default(false),
});

export type Env = z.infer<typeof ZEnv>;

export type AppConfig = Env & { dataDir: string; publicUrl: string; webDist: string };

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const DEFAULT_WEB_DIST = path.join(REPO_ROOT, 'apps/web/dist');
const DEFAULT_DATA_DIR = path.join(REPO_ROOT, 'data');

export function loadConfig(source: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = ZEnv.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  return {
    ...env,
    dataDir: env.DATA_DIR ? path.resolve(env.DATA_DIR) : DEFAULT_DATA_DIR,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    webDist: path.resolve(env.WEB_DIST ?? DEFAULT_WEB_DIST),
  };
}
