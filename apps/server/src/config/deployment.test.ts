import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { deploymentPlan, formatPlan, productionRefusals } from './deployment.ts';
import { DEMO_PARTS } from './deployment-parts.ts';
import { loadConfig } from './env.ts';

/** What a foundation sets once every real part is configured (the parts' own settings aside). */
const LIVE = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://give.example.edu.cn',
  SECRET_KEY: 'k'.repeat(40),
  SIGN_KEY: 'the-foundations-own-sign-key',
  DATABASE_URL: 'postgres://alma:s3cret-password@db.internal:5432/alma',
  WECHAT_PROVIDER: 'official',
  WECHAT_APP_ID: 'wx1234567890abcdef',
  WECHAT_APP_SECRET: 'app-secret-never-printed',
  SMTP_URL: 'smtp://mailer:mail-password@smtp.example.edu.cn:587',
  SMS_PROVIDER: 'tencent',
  TENCENT_SMS_SECRET_ID: 'AKIDfoundation',
  TENCENT_SMS_SECRET_KEY: 'sms-secret-never-printed',
  TENCENT_SMS_APP_ID: '1400000001',
  TENCENT_SMS_SIGN_NAME: '示范大学基金会',
  TENCENT_SMS_TEMPLATE_CODE: '100001',
  TENCENT_SMS_TEMPLATE_NOTICE: '100002',
  STORAGE_PROVIDER: 's3',
  S3_ENDPOINT: 'https://oss-cn-hangzhou.aliyuncs.com',
  S3_BUCKET: 'foundation-files',
  S3_ACCESS_KEY_ID: 'LTAIbucketkey',
  S3_SECRET_ACCESS_KEY: 'bucket-secret-never-printed',
  AGREEMENT_SEAL_P12_FILE: '/etc/alma/seal.p12',
  AGREEMENT_SEAL_PASSPHRASE: 'seal-passphrase-never-printed',
};

const demoOf = (env: Record<string, string>) =>
  deploymentPlan(loadConfig(env))
    .map((row) => row.demo)
    .filter(Boolean);

describe('the deployment plan', () => {
  it('names every stand-in the demo runs on', () => {
    expect(new Set(demoOf({}))).toEqual(
      new Set([
        'demo-data',
        'sandbox-pay',
        'demo-campus-card',
        'demo-wechat',
        'log-sms',
        'demo-receipts',
        'demo-seal',
        'file-mail',
      ]),
    );
    expect(demoOf({ PAY_SANDBOX_BILL_FILE: '/tmp/bill.json' })).toContain('sandbox-bill');
  });

  it('prints what runs where without a password, a secret or a key', () => {
    const table = formatPlan(deploymentPlan(loadConfig({ ...LIVE, PAY_PROVIDERS: '1:sandbox' })));
    expect(table).toContain('PostgreSQL db.internal:5432/alma');
    expect(table).toContain('official account wx1234567890abcdef');
    expect(table).toContain('smtp.example.edu.cn:587');
    expect(table).toMatch(/SMS\s+tencent gateway\s+sms\.tencentcloudapi\.com/);
    expect(table).toContain('bucket foundation-files at oss-cn-hangzhou.aliyuncs.com');
    expect(table).toMatch(/payments, pay type 1\s+sandbox/);
    for (const secret of [
      's3cret-password',
      'app-secret-never-printed',
      'mail-password',
      'kkkkkkkk',
      'the-foundations-own',
    ])
      expect(table).not.toContain(secret);
  });
});

describe('a production start', () => {
  it('turns the demo data off unless it is asked for', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).ALMA_DEMO).toBe(false);
    expect(loadConfig({ ALMA_ENV: 'production', ALMA_DEMO: '1' }).ALMA_DEMO).toBe(true);
    expect(loadConfig({}).ALMA_DEMO).toBe(true);
  });

  it('is refused for each demo part, for an http or missing address and for demo keys, one line each', () => {
    const config = loadConfig({ NODE_ENV: 'production', PAY_PROVIDERS: '1:sandbox,9:campus-card' });
    const refusals = productionRefusals(config, deploymentPlan(config));
    for (const part of [
      'sandbox-pay',
      'demo-campus-card',
      'demo-wechat',
      'log-sms',
      'demo-receipts',
      'demo-seal',
      'file-mail',
    ])
      expect(refusals.some((line) => line.includes(`'${part}'`))).toBe(true);
    expect(refusals.some((line) => line.startsWith('PUBLIC_URL'))).toBe(true);
    expect(refusals.some((line) => line.startsWith('SECRET_KEY'))).toBe(true);
    expect(refusals.some((line) => line.startsWith('SIGN_KEY'))).toBe(true);
    const http = loadConfig({ ...LIVE, PUBLIC_URL: 'http://give.example.edu.cn' });
    expect(productionRefusals(http, deploymentPlan(http)).some((line) => line.startsWith('PUBLIC_URL'))).toBe(
      true,
    );
  });

  it('keeps a demo part the operator names in ALMA_ALLOW_DEMO, and only that one', () => {
    const config = loadConfig({ ...LIVE, ALMA_ALLOW_DEMO: 'log-sms, demo-receipts' });
    const refusals = productionRefusals(config, deploymentPlan(config));
    expect(refusals.join('\n')).not.toContain("'log-sms'");
    expect(refusals.join('\n')).not.toContain("'demo-receipts'");
    expect(refusals).toEqual([]);
    const sandbox = loadConfig({
      ...LIVE,
      ALMA_ALLOW_DEMO: 'log-sms,demo-receipts',
      PAY_SANDBOX_BILL_FILE: '/tmp/x',
    });
    expect(productionRefusals(sandbox, deploymentPlan(sandbox))).toEqual([
      expect.stringContaining("'sandbox-bill'"),
    ]);
  });

  it('wants every setting of the SMS gateway it names', () => {
    expect(() => loadConfig({ SMS_PROVIDER: 'aliyun', ALIYUN_SMS_ACCESS_KEY_ID: 'x' })).toThrow(
      /ALIYUN_SMS_ACCESS_KEY_SECRET: required when SMS_PROVIDER=aliyun[\s\S]*ALIYUN_SMS_TEMPLATE_NOTICE/,
    );
  });

  it('refuses an allow-list entry that is not a demo part', () => {
    expect(() => loadConfig({ ALMA_ALLOW_DEMO: 'log-sms,everything' })).toThrow(/ALMA_ALLOW_DEMO/);
    expect(Object.keys(DEMO_PARTS)).toContain('log-sms');
  });

  it('stops the server before it opens anything, saying why', () => {
    const server = path.resolve(import.meta.dirname, '../main.ts');
    const run = spawnSync(process.execPath, ['--import', 'tsx', server], {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        PORT: '0',
        DATA_DIR: '/nonexistent/alma-refused',
      },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('Alma production configuration:');
    expect(run.stderr).toContain('Alma will not start in production with:');
    expect(run.stderr).toContain("'log-sms'");
  });
});
