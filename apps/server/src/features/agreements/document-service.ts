import type { Db } from '../../db/client.ts';
import type { DocumentRenderer } from '../../integrations/documents/render-pool.ts';
import type { DocumentStore } from '../../integrations/storage/document-store.ts';
import type { Secrets } from '../../security/secrets.ts';
import { agreementDocInput, type SigningEvidence } from './agreement-document.ts';
import { parseAgreementFileId, parseAgreementPageId } from './agreement-links.ts';
import { pageCountOf } from './reads-service.ts';
import { findAgreement, findVersion } from './repository.ts';

export type AgreementFileDeps = {
  db: Db;
  secrets: Secrets;
  documents: DocumentStore;
  renderer: DocumentRenderer;
};

/**
 * What a signed link to an agreement opens (documents/routes.ts has checked the link): the PDF as
 * generated, as signed, or as sealed; or one page's picture, drawn on a render thread from the
 * same layout. Null when the file does not exist (yet): a sealed form before the seal, say.
 */
export async function agreementPdfOfLink(
  deps: AgreementFileDeps,
  id: string,
): Promise<{ bytes: Buffer; name: string } | null> {
  const file = parseAgreementFileId(id);
  const agreement = file ? await findAgreement(deps.db, file.agreementId) : null;
  if (!file || !agreement) return null;
  let key: string | null = agreement.unsignedKey;
  if (file.form !== 'u') {
    const version = await findVersion(deps.db, agreement.id, file.version);
    key = file.form === 's' ? (version?.signedKey ?? null) : (version?.sealedKey ?? null);
  }
  const bytes = key ? await deps.documents.read(key) : null;
  const suffix = file.form === 'u' ? '' : `-v${file.version}${file.form === 'm' ? '-sealed' : ''}`;
  return bytes ? { bytes, name: `${agreement.agreementNo}${suffix}.pdf` } : null;
}

export async function agreementPageOfLink(deps: AgreementFileDeps, id: string): Promise<Uint8Array | null> {
  const file = parseAgreementPageId(id);
  const agreement = file ? await findAgreement(deps.db, file.agreementId) : null;
  if (!file || !agreement) return null;
  const count = await pageCountOf(deps.db, agreement, file);
  if (count === null || file.page > count) return null;
  const identity = {
    mobile: deps.secrets.open(agreement.mobileSealed),
    idNo: agreement.idNoSealed ? deps.secrets.open(agreement.idNoSealed) : '',
  };
  if (file.form === 'u') {
    return deps.renderer.agreementPagePng(
      agreementDocInput(agreement, identity, { form: 'u' }),
      file.page - 1,
    );
  }
  const version = await findVersion(deps.db, agreement.id, file.version);
  const signature = version ? await deps.documents.read(version.signatureKey) : null;
  if (!version || !signature) return null;
  const input = agreementDocInput(agreement, identity, {
    form: file.form,
    signatureImage: new Uint8Array(signature),
    signedAt: version.signedAt,
    evidence: version.evidence as SigningEvidence,
  });
  return deps.renderer.agreementPagePng(input, file.page - 1);
}
