import type { AppConfig } from './config/env.ts';
import type { Database } from './db/client.ts';
import type { PublicCache } from './http/public-cache.ts';
import type { PaymentProviders } from './integrations/payments/provider-registry.ts';
import type { SmsProvider } from './integrations/sms/sms-provider.ts';
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
  payments: PaymentProviders;
};
