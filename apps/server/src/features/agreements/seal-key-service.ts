import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { AppConfig } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import type { Secrets } from '../../security/secrets.ts';
import { findFoundationNames, insertSettingOnce, readSetting } from './repository.ts';

/** The foundation's sealing key: a PKCS#12 and its passphrase. */
export type SealKey = { p12: Uint8Array; passphrase: string };

const DEMO_SEAL_SETTING = 'agreement_seal_demo';

/**
 * The key agreements are sealed with. Configured (AGREEMENT_SEAL_P12_FILE), the file is read;
 * otherwise the demo's certificate, made at the first seal and kept in the database sealed with
 * the installation's secret, so every instance seals with the one certificate and a restart keeps
 * it (the first instance to write it wins; the others read what it wrote).
 */
export async function sealKeyOf(deps: { db: Db; secrets: Secrets; config: AppConfig }): Promise<SealKey> {
  if (deps.config.AGREEMENT_SEAL_P12_FILE) {
    return {
      p12: new Uint8Array(await readFile(deps.config.AGREEMENT_SEAL_P12_FILE)),
      passphrase: deps.config.AGREEMENT_SEAL_PASSPHRASE,
    };
  }
  const stored = await readSetting(deps.db, DEMO_SEAL_SETTING);
  const boxed = stored ?? (await insertSettingOnce(deps.db, DEMO_SEAL_SETTING, await makeDemoKeyBox(deps)));
  const { p12, passphrase } = JSON.parse(deps.secrets.open(boxed)) as { p12: string; passphrase: string };
  return { p12: new Uint8Array(Buffer.from(p12, 'base64')), passphrase };
}

async function makeDemoKeyBox(deps: { db: Db; secrets: Secrets }): Promise<string> {
  const { title } = await findFoundationNames(deps.db);
  const passphrase = randomBytes(18).toString('base64url');
  // node-forge loads here, once per installation, not at every start.
  const { makeDemoSealCertificate } = await import('../../integrations/documents/demo-seal-certificate.ts');
  const p12 = makeDemoSealCertificate(title || '基金会', passphrase);
  return deps.secrets.seal(JSON.stringify({ p12: Buffer.from(p12).toString('base64'), passphrase }));
}
