import type { TAgreementPreviewAnswer, TAgreementTemplateAnswer } from '@alma/shared/admin-api/agreements';
import {
  DEFAULT_AGREEMENT_BODY,
  DEFAULT_AGREEMENT_BODY_EN,
  DEFAULT_AGREEMENT_PLACEMENT,
  DEFAULT_AGREEMENT_TITLE,
  DEFAULT_AGREEMENT_TITLE_EN,
  type TAgreementPlacement,
  unknownPlaceholders,
  ZAgreementPlacement,
} from '@alma/shared/agreements/agreement-template';
import { toWireDate } from '@alma/shared/dates/wire-date';
import { AppError } from '@alma/shared/errors/app-error';
import { type AuditActor, recordAudit, recordNoChange } from '../../audit/record-audit.ts';
import type { Database } from '../../db/client.ts';
import type { DocumentRenderer } from '../../integrations/documents/render-pool.ts';
import { hitOrRefuse, type RateWindow } from '../rate-limit/service.ts';
import { findTemplate, saveTemplate, type TemplateValues } from './admin-repository.ts';
import { agreementDocInput } from './agreement-document.ts';
import { countPdfPages } from './generate-service.ts';
import { findFoundationNames, findProjectWithTemplate } from './repository.ts';

/** A preview draws every page: generous for a staff member typing, bounded for a script. */
export const PREVIEW_WINDOW: RateWindow = { ms: 60 * 1000, limit: 60 };

const notFound = () => new AppError('NOT_FOUND', 'admin.offlineGift.projectNotFound', { field: 'id' });

function refuseUnknown(field: 'body' | 'bodyEn' | 'title' | 'titleEn', text: string): void {
  const [name] = unknownPlaceholders(text);
  if (name !== undefined)
    throw new AppError('INVALID_REQUEST', 'admin.agreement.unknownPlaceholder', { field, name });
}

/** GET /projects/:id/agreement-template: the project's own, or the default to start from. */
export async function templateOf(database: Database, itemsId: number): Promise<TAgreementTemplateAnswer> {
  const project = await findProjectWithTemplate(database.db, itemsId);
  if (!project) throw notFound();
  const template = project.template;
  if (!template) {
    return {
      title: DEFAULT_AGREEMENT_TITLE,
      body: DEFAULT_AGREEMENT_BODY,
      titleEn: DEFAULT_AGREEMENT_TITLE_EN,
      bodyEn: DEFAULT_AGREEMENT_BODY_EN,
      offerContract: false,
      placement: DEFAULT_AGREEMENT_PLACEMENT,
      isDefault: true,
      updatedAt: '',
    };
  }
  const placement = ZAgreementPlacement.parse(template.placement);
  return {
    title: template.title,
    body: template.body,
    titleEn: template.titleEn,
    bodyEn: template.bodyEn,
    offerContract: template.offerContract,
    placement,
    isDefault: isDefaultText({ ...template, placement }),
    updatedAt: toWireDate(template.updatedAt) ?? '',
  };
}

const DEFAULT_TEXT = {
  title: DEFAULT_AGREEMENT_TITLE,
  body: DEFAULT_AGREEMENT_BODY,
  titleEn: DEFAULT_AGREEMENT_TITLE_EN,
  bodyEn: DEFAULT_AGREEMENT_BODY_EN,
  placement: DEFAULT_AGREEMENT_PLACEMENT,
};

function isDefaultText(template: Omit<TemplateValues, 'offerContract'>): boolean {
  return (
    template.title === DEFAULT_TEXT.title &&
    template.body === DEFAULT_TEXT.body &&
    template.titleEn === DEFAULT_TEXT.titleEn &&
    template.bodyEn === DEFAULT_TEXT.bodyEn &&
    JSON.stringify(template.placement) === JSON.stringify(DEFAULT_TEXT.placement)
  );
}

/**
 * DELETE /projects/:id/agreement-template: the texts and placement back to the default, audited;
 * whether the project offers contracts stays as staff set it. Agreements made before keep their text.
 */
export async function resetTemplateOf(
  database: Database,
  actor: AuditActor,
  itemsId: number,
): Promise<TAgreementTemplateAnswer> {
  const project = await findProjectWithTemplate(database.db, itemsId);
  if (!project) throw notFound();
  await database.db.transaction(async (tx) => {
    const before = await findTemplate(tx, itemsId);
    // The project has no template of its own: it already uses the default, nothing changes.
    if (!before) return recordNoChange(actor);
    await saveTemplate(tx, itemsId, { ...DEFAULT_TEXT, offerContract: before.offerContract }, new Date());
    await recordAudit(tx, actor, {
      action: 'agreementTemplate.reset',
      targetType: 'agreementTemplate',
      targetId: itemsId,
      before: { title: before.title, placement: before.placement },
      after: { title: DEFAULT_TEXT.title, placement: DEFAULT_TEXT.placement },
    });
  });
  return templateOf(database, itemsId);
}

/** PUT /projects/:id/agreement-template: audited; agreements made before keep the text they were made with. */
export async function saveTemplateOf(
  database: Database,
  actor: AuditActor,
  itemsId: number,
  values: TemplateValues,
): Promise<TAgreementTemplateAnswer> {
  refuseUnknown('title', values.title);
  refuseUnknown('body', values.body);
  refuseUnknown('titleEn', values.titleEn);
  refuseUnknown('bodyEn', values.bodyEn);
  const project = await findProjectWithTemplate(database.db, itemsId);
  if (!project) throw notFound();
  await database.db.transaction(async (tx) => {
    const before = await findTemplate(tx, itemsId);
    await saveTemplate(tx, itemsId, values, new Date());
    await recordAudit(tx, actor, {
      action: 'agreementTemplate.save',
      targetType: 'agreementTemplate',
      targetId: itemsId,
      before: before
        ? { title: before.title, offerContract: before.offerContract, placement: before.placement }
        : undefined,
      after: { title: values.title, offerContract: values.offerContract, placement: values.placement },
    });
  });
  return templateOf(database, itemsId);
}

/** POST /agreement-templates/preview: the template drawn for a sample donor by the documents' own renderer. */
export async function previewTemplate(
  deps: { database: Database; renderer: DocumentRenderer },
  staffId: number,
  input: {
    title: string;
    body: string;
    placement: TAgreementPlacement;
    itemsId?: number | undefined;
    language: 'zh-CN' | 'en';
  },
): Promise<TAgreementPreviewAnswer> {
  refuseUnknown('body', input.body);
  await hitOrRefuse(deps.database.db, `agreement-preview:${staffId}`, [PREVIEW_WINDOW]);
  const names = await findFoundationNames(deps.database.db);
  const project = input.itemsId ? await findProjectWithTemplate(deps.database.db, input.itemsId) : null;
  const english = input.language === 'en';
  const sample = agreementDocInput(
    {
      language: input.language,
      title: input.title,
      body: input.body,
      donorName: english ? 'Lin Zhiyuan' : '林知远',
      amountFen: 500_000,
      projectTitle: (english && project?.nameEn) || project?.name || (english ? 'Library' : '图书馆建设'),
      createdAt: new Date(),
      foundationName: (english && names.titleEn) || names.title || '基金会',
      agreementNo: 'A-0000-000000',
      placement: input.placement,
    },
    { mobile: '86-13900000000', idNo: '110105199003071239' },
    { form: 'u' },
  );
  // The PDF says how many pages there are; each is then drawn as a picture, on the render threads.
  const pdfPages = countPdfPages(await deps.renderer.agreementPdf(sample));
  const pictures = await Promise.all(
    Array.from({ length: Math.min(pdfPages, 10) }, (_, index) =>
      deps.renderer.agreementPagePng(sample, index),
    ),
  );
  return { pages: pictures.map((png) => `data:image/png;base64,${Buffer.from(png).toString('base64')}`) };
}
