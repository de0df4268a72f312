import type { Db } from '../../db/client.ts';
import { findPayerOpenId } from './payer-repository.ts';

/** The donor's official-account openid, which WeChat Pay JSAPI pays with; null for anyone else. */
export function payerOpenIdOf(db: Db, userId: number): Promise<string | null> {
  return findPayerOpenId(db, userId);
}
