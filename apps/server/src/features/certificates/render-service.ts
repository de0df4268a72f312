import {
  DEFAULT_CERTIFICATE_TEMPLATE,
  ZCertificateTemplate,
} from '@alma/shared/documents/certificate-template';
import { formatFen } from '@alma/shared/money/money';
import type { SiteUrl } from '../../config/site-url.ts';
import type { Db } from '../../db/client.ts';
import type { CertificateInput } from '../../integrations/documents/document-inputs.ts';
import type { DocumentStore } from '../../integrations/storage/document-store.ts';
import type { FileStorage } from '../../integrations/storage/file-storage.ts';
import { foundationOf } from '../site/service.ts';
import { findCertificateToRender, setCertificateImage } from './repository.ts';

export type CertificateRenderDeps = {
  db: Db;
  documents: DocumentStore;
  /** Uploaded pictures: a template's background and seal. */
  storage: FileStorage;
  renderer: { certificatePng(input: CertificateInput): Promise<Uint8Array> };
  siteUrl: SiteUrl;
};

/** The public page a certificate's QR code opens (features/certificates/verify-routes.ts). */
export const verifyUrlOf = (publicUrl: string, serialNo: string) =>
  `${publicUrl.replace(/\/$/, '')}/verify/${serialNo}`;

const SHANGHAI_DAY = new Intl.DateTimeFormat('zh-CN', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});

/** An uploaded template picture's bytes; a missing file draws the default instead of failing. */
export async function uploadedImage(storage: FileStorage, url: string): Promise<Uint8Array | undefined> {
  if (url === '') return undefined;
  return (await storage.get(url.replace(/^\/files\//, ''))) ?? undefined;
}

/**
 * Renders a certificate's PNG on the worker pool and keeps it (the `certificates.render` job).
 * Once rendered it is never rendered again: a second run, or one that lost a race, changes nothing.
 */
export async function renderCertificate(
  deps: CertificateRenderDeps,
  certificateId: number,
  now = new Date(),
): Promise<{ rendered: boolean }> {
  const found = await findCertificateToRender(deps.db, certificateId);
  if (!found || found.certificate.imageKey !== null) return { rendered: false };
  // A template saved before a rule tightened still draws: what fails the contract falls back.
  const parsed = ZCertificateTemplate.safeParse(found.template ?? DEFAULT_CERTIFICATE_TEMPLATE);
  const template = parsed.success ? parsed.data : DEFAULT_CERTIFICATE_TEMPLATE;
  const foundation = await foundationOf(deps.db);
  const png = await deps.renderer.certificatePng({
    template,
    backgroundImage: await uploadedImage(deps.storage, template.backgroundUrl),
    sealImage: await uploadedImage(deps.storage, template.sealUrl),
    donorName: found.certificate.titleName,
    projectName: found.projectName,
    amountText: `人民币 ${formatFen(found.moneyFen)} 元`,
    dateText: SHANGHAI_DAY.format(found.paidAt ?? found.certificate.createdAt),
    serialNo: found.certificate.serialNo,
    verifyUrl: verifyUrlOf(deps.siteUrl(found.origin), found.certificate.serialNo),
    foundationName: foundation?.title ?? '',
  });
  const key = await deps.documents.put('certificate', png, 'png');
  return { rendered: await setCertificateImage(deps.db, certificateId, key, now) };
}
