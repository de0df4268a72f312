import type { Registry } from 'prom-client';
import type { AppConfig } from './config/env.ts';
import type { Database } from './db/client.ts';
import type { DocumentLinks } from './features/documents/document-links.ts';
import type { PublicCache } from './http/public-cache.ts';
import type { DocumentRenderer } from './integrations/documents/render-pool.ts';
import type { Mailer } from './integrations/mail/mailer.ts';
import type { PaymentProviders } from './integrations/payments/provider-registry.ts';
import type { ReceiptIssuer } from './integrations/receipts/receipt-issuer.ts';
import type { SmsProvider } from './integrations/sms/sms-provider.ts';
import type { DocumentStore } from './integrations/storage/document-store.ts';
import type { FileStorage } from './integrations/storage/file-storage.ts';
import type { WechatClient } from './integrations/wechat/wechat-client.ts';
import type { Secrets } from './security/secrets.ts';

/** Everything a feature's routes may be handed; services take the parts they need explicitly. */
export type AppDeps = {
  config: AppConfig;
  database: Database;
  secrets: Secrets;
  cache: PublicCache;
  sms: SmsProvider;
  wechat: WechatClient;
  storage: FileStorage;
  /** Generated documents, never served statically (certificates, receipts, scans). */
  documents: DocumentStore;
  documentLinks: DocumentLinks;
  /** Certificates, receipts and statements, drawn on worker threads. */
  renderer: DocumentRenderer;
  mailer: Mailer;
  /** The fiscal e-receipt platform (the demo issuer until a province's is configured). */
  receiptIssuer: ReceiptIssuer;
  payments: PaymentProviders;
  /** What /metrics answers: the process's counters and this instance's queue and connections. */
  metrics: Registry;
};
