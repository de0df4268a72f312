import type { TCertificateTemplateAnswer } from '@alma/shared/admin-api/fulfilment';
import {
  DEFAULT_CERTIFICATE_TEMPLATE,
  type TCertificateTemplate,
} from '@alma/shared/documents/certificate-template';
import { type AuditActor, recordAudit, recordNoChange } from '../../audit/record-audit.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/envelope.ts';
import type { DocumentRenderer } from '../../integrations/documents/render-pool.ts';
import type { FileStorage } from '../../integrations/storage/file-storage.ts';
import { uploadedImage, verifyUrlOf } from '../certificates/render-service.ts';
import { assertStoredImages } from '../files/staff-upload-service.ts';
import { foundationOf } from '../site/service.ts';
import {
  findCertificateTemplate,
  lockCertificateTemplate,
  saveCertificateTemplate,
} from './certificate-template-repository.ts';

export async function certificateTemplateOf(db: Db, itemsId: number): Promise<TCertificateTemplateAnswer> {
  const row = await findCertificateTemplate(db, itemsId);
  if (!row) throw notFound();
  return { template: row.template ?? null, defaults: DEFAULT_CERTIFICATE_TEMPLATE };
}

const picturesOf = (template: TCertificateTemplate) =>
  [
    { field: 'backgroundUrl', url: template.backgroundUrl },
    { field: 'sealUrl', url: template.sealUrl },
  ].filter(({ url }) => url !== '');

/**
 * A project's certificate layout (null: back to the default), audited. Certificates already drawn
 * keep their picture: a certificate is what was issued on its day.
 */
export async function saveProjectCertificateTemplate(
  db: Db,
  actor: AuditActor,
  itemsId: number,
  template: TCertificateTemplate | null,
): Promise<TCertificateTemplateAnswer> {
  await db.transaction(async (tx) => {
    const row = await lockCertificateTemplate(tx, itemsId);
    if (!row) throw notFound();
    if (template) await assertStoredImages(tx, picturesOf(template));
    if (JSON.stringify(row.template) === JSON.stringify(template)) {
      recordNoChange(actor);
      return;
    }
    await saveCertificateTemplate(tx, itemsId, template);
    await recordAudit(tx, actor, {
      action: 'project.certificate-template',
      targetType: 'project',
      targetId: itemsId,
      before: row.template,
      after: template,
    });
  });
  return certificateTemplateOf(db, itemsId);
}

/** A sample certificate drawn with an unsaved layout, for the editor's preview. */
export async function previewCertificateTemplate(
  deps: {
    db: Db;
    storage: FileStorage;
    renderer: Pick<DocumentRenderer, 'certificatePng'>;
    publicUrl: string;
  },
  itemsId: number,
  template: TCertificateTemplate,
): Promise<Uint8Array> {
  const row = await findCertificateTemplate(deps.db, itemsId);
  if (!row) throw notFound();
  await assertStoredImages(deps.db, picturesOf(template));
  const foundation = await foundationOf(deps.db);
  return deps.renderer.certificatePng({
    template,
    backgroundImage: await uploadedImage(deps.storage, template.backgroundUrl),
    sealImage: await uploadedImage(deps.storage, template.sealUrl),
    donorName: '张三',
    projectName: row.name,
    amountText: '人民币 1,000.00 元',
    dateText: '2026年1月1日',
    serialNo: 'ZS2026SAMPLE0000',
    verifyUrl: verifyUrlOf(deps.publicUrl, 'ZS2026SAMPLE0000'),
    foundationName: foundation?.title ?? '',
  });
}
