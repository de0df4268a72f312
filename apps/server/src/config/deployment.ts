import { parsePayProviderMap } from '../integrations/payments/provider-registry.ts';
import { smsWhere } from '../integrations/sms/sms-env.ts';
import { storageWhere } from '../integrations/storage/storage-env.ts';
import { DEMO_PARTS, type DemoPart } from './deployment-parts.ts';
import type { AppConfig } from './env.ts';

/** The sign key config/env.ts falls back to: published in the demo, so never a real installation's. */
export const DEMO_SIGN_KEY = 'alma-demo-sign-key-2026';

/** One line of the start-up table: a part of the product, what runs it and where. No secrets. */
export type PlanRow = { part: string; runs: string; where: string; demo: DemoPart | null };

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

/** PostgreSQL's address without its user or password. */
const databaseWhere = (config: AppConfig) =>
  config.DATABASE_URL
    ? `PostgreSQL ${hostOf(config.DATABASE_URL)}${new URL(config.DATABASE_URL).pathname}`
    : `PGlite ${config.dataDir}/pgdata`;

function paymentRows(config: AppConfig): PlanRow[] {
  const map = parsePayProviderMap(config.PAY_PROVIDERS, config.ALMA_DEMO);
  if (map.size === 0) return [{ part: 'payments', runs: 'none configured', where: '—', demo: null }];
  return [...map].map(([payType, provider]) => ({
    part: `payments, pay type ${payType}`,
    runs: provider,
    where:
      provider === 'wechat-pay'
        ? hostOf(config.WECHAT_PAY_BASE_URL)
        : provider === 'alipay'
          ? hostOf(config.ALIPAY_GATEWAY_URL)
          : 'this server',
    demo: provider === 'sandbox' ? 'sandbox-pay' : provider === 'campus-card' ? 'demo-campus-card' : null,
  }));
}

/**
 * What runs where, decided once from the validated configuration: compose.ts builds these, main.ts
 * prints them, and a production start is checked against them.
 */
export function deploymentPlan(config: AppConfig): PlanRow[] {
  const rows: PlanRow[] = [
    {
      part: 'database',
      runs: config.DATABASE_URL ? 'PostgreSQL' : 'PGlite',
      where: databaseWhere(config),
      demo: null,
    },
    {
      part: 'public address',
      runs: config.PUBLIC_URL ? 'PUBLIC_URL' : 'derived',
      where: config.publicUrl,
      demo: null,
    },
    {
      part: 'WeChat login and JS-SDK',
      runs: config.WECHAT_PROVIDER === 'official' ? `official account ${config.WECHAT_APP_ID}` : 'demo page',
      where: config.WECHAT_PROVIDER === 'official' ? hostOf(config.WECHAT_API_BASE) : 'this server',
      demo: config.WECHAT_PROVIDER === 'official' ? null : 'demo-wechat',
    },
    {
      part: 'SMS',
      runs: config.SMS_PROVIDER === 'log' ? 'server log' : `${config.SMS_PROVIDER} gateway`,
      where: smsWhere(config),
      demo: config.SMS_PROVIDER === 'log' ? 'log-sms' : null,
    },
    {
      part: 'files and documents',
      runs: config.STORAGE_PROVIDER === 's3' ? 'S3-compatible bucket' : 'local disk',
      where: storageWhere(config, config.dataDir),
      demo: null,
    },
    ...paymentRows(config),
    { part: 'e-receipts', runs: 'demo issuer', where: 'this server', demo: 'demo-receipts' },
    config.AGREEMENT_SEAL_P12_FILE
      ? { part: 'agreement seal', runs: 'PKCS#12', where: config.AGREEMENT_SEAL_P12_FILE, demo: null }
      : { part: 'agreement seal', runs: 'demo certificate', where: 'database', demo: 'demo-seal' },
    config.SMTP_URL
      ? { part: 'mail', runs: 'SMTP', where: hostOf(config.SMTP_URL), demo: null }
      : { part: 'mail', runs: 'files', where: `${config.dataDir}/mail-outbox`, demo: 'file-mail' },
  ];
  if (config.PAY_SANDBOX_BILL_FILE)
    rows.push({
      part: 'sandbox bill lines',
      runs: 'file',
      where: config.PAY_SANDBOX_BILL_FILE,
      demo: 'sandbox-bill',
    });
  if (config.ALMA_DEMO)
    rows.push({ part: 'demo data', runs: 'seeded when empty', where: 'database', demo: 'demo-data' });
  return rows;
}

/**
 * Why this configuration may not run in production, one line each; empty when it may. Outside
 * production nothing is refused.
 */
export function productionRefusals(config: AppConfig, plan: readonly PlanRow[]): string[] {
  if (!config.production) return [];
  const allowed = new Set(config.ALMA_ALLOW_DEMO);
  const refusals = plan
    .filter((row) => row.demo !== null && !allowed.has(row.demo))
    .map(
      (row) =>
        `${row.part}: ${DEMO_PARTS[row.demo as DemoPart]} — configure the real one, or name '${row.demo}' in ALMA_ALLOW_DEMO`,
    );
  if (!config.PUBLIC_URL?.startsWith('https://'))
    refusals.push(
      'PUBLIC_URL: the https address donors reach Alma at (QR codes on certificates and receipts carry it)',
    );
  if (!config.SECRET_KEY)
    refusals.push(
      'SECRET_KEY: at least 32 characters, the same on every instance (tokens, personal data boxes)',
    );
  if (config.SIGN_KEY === DEMO_SIGN_KEY)
    refusals.push('SIGN_KEY: the demo key is public; set the installation’s own');
  return refusals;
}

/** The plan as a table for the start-up log. */
export function formatPlan(plan: readonly PlanRow[]): string {
  const head = ['part', 'runs', 'where', 'demo'];
  const cells = plan.map((row) => [row.part, row.runs, row.where, row.demo ?? '']);
  const widths = head.map((title, column) =>
    Math.max(title.length, ...cells.map((cell) => cell[column]?.length ?? 0)),
  );
  const line = (cell: string[]) =>
    cell
      .map((text, column) => text.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(head), line(widths.map((width) => '-'.repeat(width))), ...cells.map(line)].join('\n');
}
