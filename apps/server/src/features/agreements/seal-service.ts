import { createHash } from 'node:crypto';
import type { AppConfig } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import type { DocumentRenderer } from '../../integrations/documents/render-pool.ts';
import type { DocumentStore } from '../../integrations/storage/document-store.ts';
import type { Secrets } from '../../security/secrets.ts';
import { orderStands } from './admin-repository.ts';
import { agreementDocInput, type SigningEvidence } from './agreement-document.ts';
import { findAgreement, findVersion, moveAgreement, recordSealed } from './repository.ts';
import { sealKeyOf } from './seal-key-service.ts';

export type SealDeps = {
  db: Db;
  secrets: Secrets;
  config: AppConfig;
  renderer: DocumentRenderer;
  documents: DocumentStore;
};

export type SealOutcome = 'sealed' | 'already sealed' | 'superseded' | 'void';

/**
 * The job after a signing (`agreement.signed`): the version's signed PDF sealed with the
 * foundation's certificate on a render thread, stored, and the agreement moved to SEALED. A
 * version signed over since, or an agreement voided meanwhile, is left as it is; a second run for
 * one version finds it sealed and does nothing.
 */
export async function sealAgreementVersion(
  deps: SealDeps,
  agreementId: number,
  version: number,
): Promise<SealOutcome> {
  const agreement = await findAgreement(deps.db, agreementId);
  const signed = await findVersion(deps.db, agreementId, version);
  if (!agreement || !signed) throw new Error(`agreement ${agreementId} has no version ${version}`);
  if (signed.sealedKey) return 'already sealed';
  if (agreement.status === 'VOID') return 'void';
  if (agreement.currentVersion !== version) return 'superseded';
  const [signedPdf, signatureImage] = await Promise.all([
    deps.documents.read(signed.signedKey),
    deps.documents.read(signed.signatureKey),
  ]);
  if (!signedPdf || !signatureImage)
    throw new Error(`agreement ${agreementId} v${version}: its files are missing`);
  const key = await sealKeyOf(deps);
  const mobile = deps.secrets.open(agreement.mobileSealed);
  const idNo = agreement.idNoSealed ? deps.secrets.open(agreement.idNoSealed) : '';
  const now = new Date();
  const sealed = await deps.renderer.sealAgreement({
    signedPdf,
    p12: key.p12,
    passphrase: key.passphrase,
    agreement: agreementDocInput(
      agreement,
      { mobile, idNo },
      {
        form: 'm',
        signatureImage: new Uint8Array(signatureImage),
        signedAt: signed.signedAt,
        evidence: signed.evidence as SigningEvidence,
      },
    ),
    reason: agreement.language === 'en' ? 'Donation agreement sealed' : '捐赠协议盖章',
    location: agreement.foundationName,
    signingTime: now.toISOString(),
  });
  const sealedKey = await deps.documents.put('agreement', sealed, 'pdf');
  const sha256 = createHash('sha256').update(sealed).digest('hex');
  const recorded = await deps.db.transaction(async (tx) => {
    const stored = await recordSealed(tx, agreementId, version, { key: sealedKey, sha256 }, now);
    // Paid before the seal came (the hhu form pays at once): the money is received now.
    // Read again inside the transaction: an order may have been linked while the seal was drawn.
    const payer = stored ? (await findAgreement(tx, agreementId))?.donationId : null;
    if (payer && (await orderStands(tx, payer))) {
      await moveAgreement(tx, agreementId, 'receiveFunds', { fundsReceivedAt: now }, version);
    }
    return stored;
  });
  return recorded ? 'sealed' : 'already sealed';
}
