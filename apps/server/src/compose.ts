import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { AppDeps } from './app-deps.ts';
import type { AppConfig } from './config/env.ts';
import type { Database } from './db/client.ts';
import { makeDocumentLinks } from './features/documents/document-links.ts';
import { ourLinesOfDay } from './features/reconciliation-admin/repository.ts';
import { PublicCache } from './http/public-cache.ts';
import { makeCampusCardPayment } from './integrations/campus-card/campus-card-payment.ts';
import { makeDemoCampusCard } from './integrations/campus-card/demo-campus-card.ts';
import { makeRenderPool } from './integrations/documents/render-pool.ts';
import { makeFileMailer, makeSmtpMailer } from './integrations/mail/mailer.ts';
import { configuredAlipay } from './integrations/payments/alipay/config.ts';
import { makePaymentProviders, parsePayProviderMap } from './integrations/payments/provider-registry.ts';
import { makeSandboxProvider, sandboxPayKey } from './integrations/payments/sandbox-provider.ts';
import { configuredWechatPay } from './integrations/payments/wechat-pay/config.ts';
import { makeDemoReceiptIssuer } from './integrations/receipts/demo-receipt-issuer.ts';
import { configuredSms } from './integrations/sms/sms-env.ts';
import { configuredStorage } from './integrations/storage/storage-env.ts';
import { configuredWechat } from './integrations/wechat/wechat-env.ts';
import { readQueueStats } from './jobs/queue/job-repository.ts';
import { instanceRegistry } from './observability/instance-metrics.ts';
import { loadSecretKey, makeSecrets } from './security/secrets.ts';

export const CACHE_CHANNEL = 'alma_cache';

/** Wires the parts of the server together; tests pass their own fakes in `overrides`. */
export async function composeDeps(
  config: AppConfig,
  database: Database,
  overrides: Partial<Omit<AppDeps, 'config' | 'database'>> = {},
): Promise<AppDeps> {
  const cache = overrides.cache ?? new PublicCache({ ttlMs: config.PUBLIC_CACHE_TTL * 1000 });
  // Our own notifications come back to us too; the scope was already dropped locally, and
  // dropping it again would throw away answers cached since.
  const instanceId = randomUUID();
  await database.listen(
    CACHE_CHANNEL,
    (payload) => {
      const [from, scopes] = payload.split(' ', 2);
      if (from !== instanceId && scopes) for (const scope of scopes.split(',')) cache.drop(scope);
    },
    () => cache.clear(),
  );
  cache.onPublish((scope) => database.notify(CACHE_CHANNEL, `${instanceId} ${scope}`));
  const secrets = overrides.secrets ?? makeSecrets(loadSecretKey(config.SECRET_KEY, config.dataDir));
  const renderer = overrides.renderer ?? makeRenderPool();
  const stored = await configuredStorage(config, config.dataDir);
  return {
    config,
    database,
    cache,
    secrets,
    sms: overrides.sms ?? configuredSms(config, (line) => console.log(`[sms] ${line}`)),
    wechat: overrides.wechat ?? configuredWechat(config, { database, secrets, publicUrl: config.publicUrl }),
    storage: overrides.storage ?? stored.storage,
    documents: overrides.documents ?? stored.documents,
    documentLinks: makeDocumentLinks(secrets.deriveKey('document-links')),
    renderer,
    metrics: instanceRegistry({
      queue: () => readQueueStats(database.db, new Date()),
      pool: () => database.connections(),
    }),
    mailer:
      overrides.mailer ??
      (config.SMTP_URL
        ? makeSmtpMailer(config.SMTP_URL, config.MAIL_FROM)
        : makeFileMailer(path.join(config.dataDir, 'mail-outbox'), config.MAIL_FROM)),
    receiptIssuer:
      overrides.receiptIssuer ??
      makeDemoReceiptIssuer({
        key: secrets.deriveKey('demo-receipt-issuer'),
        renderer,
        verifyUrlOf: (invoiceNo, checkCode, siteUrl) =>
          `${siteUrl}/verify-receipt?no=${invoiceNo}&code=${checkCode}`,
      }),
    payments:
      overrides.payments ??
      makePaymentProviders(parsePayProviderMap(config.PAY_PROVIDERS, config.ALMA_DEMO), [
        makeSandboxProvider({
          key: sandboxPayKey(secrets),
          publicUrl: config.publicUrl,
          anyBrowser: config.PAY_SANDBOX_ANY_BROWSER,
          billSource: (date) => ourLinesOfDay(database.db, 'sandbox', date),
          billFile: config.PAY_SANDBOX_BILL_FILE,
        }),
        ...configuredAlipay(config),
        ...configuredWechatPay(config),
        makeCampusCardPayment(makeDemoCampusCard(database)),
      ]),
  };
}
