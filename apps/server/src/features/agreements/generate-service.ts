import { createHash } from 'node:crypto';
import type { TAgreementFlow } from '@alma/shared/agreements/agreement-status';
import {
  DEFAULT_AGREEMENT_BODY,
  DEFAULT_AGREEMENT_BODY_EN,
  DEFAULT_AGREEMENT_PLACEMENT,
  DEFAULT_AGREEMENT_TITLE,
  DEFAULT_AGREEMENT_TITLE_EN,
  ZAgreementPlacement,
} from '@alma/shared/agreements/agreement-template';
import type { TCpuGenerationBody, THhuGenerationBody } from '@alma/shared/api/agreements';
import { AppError } from '@alma/shared/errors/app-error';
import type { Language } from '@alma/shared/i18n/language';
import {
  type AgreementProblem,
  checkAgreementAmount,
  contractFormProblem,
  contractIdentityProblem,
  hhuAgreementProblem,
} from '@alma/shared/validation/contract-form';
import { formatMobile, parseMobile } from '@alma/shared/validation/mobile';
import type { Db } from '../../db/client.ts';
import type { DocumentRenderer } from '../../integrations/documents/render-pool.ts';
import type { DocumentStore } from '../../integrations/storage/document-store.ts';
import type { Secrets } from '../../security/secrets.ts';
import type { DocumentLinks } from '../documents/document-links.ts';
import { hitOrRefuse, type RateWindow } from '../rate-limit/service.ts';
import { agreementDocInput } from './agreement-document.ts';
import { agreementLink } from './agreement-links.ts';
import {
  type AgreementRecord,
  findFoundationNames,
  findProjectWithTemplate,
  findSignerIdentity,
  insertAgreement,
  nextAgreementId,
} from './repository.ts';

export type GenerateDeps = {
  db: Db;
  secrets: Secrets;
  renderer: DocumentRenderer;
  documents: DocumentStore;
  links: DocumentLinks;
};

/** Drawing an agreement costs CPU and storage: enough for any donor's honest tries. */
export const GENERATION_WINDOW: RateWindow = { ms: 60 * 60 * 1000, limit: 20 };

const refuse = (problem: AgreementProblem) => new AppError('INVALID_REQUEST', problem.key, problem.params);

/** The hhu tree agreements are for the hhu campaign's project (doc 4 §9: items 8 from the map, 7 otherwise). */
export const HHU_ITEMS_IDS = [7, 8] as const;

/** cpu/sign/agreement/generation: a contract for a listed project, made with the account's own identity. */
export async function generateContract(
  deps: GenerateDeps,
  userId: number,
  body: TCpuGenerationBody,
  language: Language,
): Promise<{ id: number; unilateralAgreementUrl: string }> {
  const problem = contractFormProblem(body);
  if (problem) throw refuse(problem);
  const itemsId = Number(body.donateItemId);
  const project =
    Number.isSafeInteger(itemsId) && itemsId > 0 ? await findProjectWithTemplate(deps.db, itemsId) : null;
  if (!project?.template?.offerContract || !project.isDonate) {
    throw new AppError('INVALID_REQUEST', 'agreement.projectClosed');
  }
  const signer = await findSignerIdentity(deps.db, userId);
  if (!signer) throw new AppError('TOKEN_INVALID', 'error.tokenInvalid');
  if (!signer.isAlumni) throw new AppError('NOT_ALUMNI', 'error.notAlumni');
  const identity = {
    name: signer.realName,
    mobile: signer.mobileBox ? deps.secrets.open(signer.mobileBox) : '',
    idNo: signer.idNoBox ? deps.secrets.open(signer.idNoBox) : '',
  };
  const wrong = contractIdentityProblem(identity);
  if (wrong) throw refuse(wrong);
  const agreement = await generate(deps, userId, language, {
    flow: 'cpu',
    itemsId: project.id,
    seatId: null,
    project,
    donorName: identity.name.trim(),
    mobile: identity.mobile,
    idNo: identity.idNo.trim(),
    amountFen: amountOf(body.donationAmount),
  });
  return { id: agreement.id, unilateralAgreementUrl: agreementLink(deps.links, agreement.id, 0, 'u') };
}

/** hhu/sign/agreement/generation: the tree agreement for the name and mobile the naming form holds. */
export async function generateHhuAgreement(
  deps: GenerateDeps,
  userId: number,
  body: THhuGenerationBody,
  language: Language,
): Promise<string> {
  const problem = hhuAgreementProblem(body);
  if (problem) throw refuse(problem);
  // The tree project the form is for (doc 4: 8 from the map, 7 otherwise; any naming project staff made).
  const project = await findProjectWithTemplate(deps.db, body.itemsId ?? HHU_ITEMS_IDS[1]);
  if (!project?.isDonate || project.itemsType !== 2) {
    throw new AppError('INVALID_REQUEST', 'agreement.projectClosed');
  }
  const mobile = parseMobile(body.mobile);
  const agreement = await generate(deps, userId, language, {
    flow: 'hhu',
    itemsId: project.id,
    seatId: body.seatId ?? null,
    project,
    donorName: body.name.trim(),
    mobile: mobile ? formatMobile(mobile) : body.mobile,
    idNo: '',
    amountFen: amountOf(body.donationAmount),
  });
  return agreementLink(deps.links, agreement.id, 0, 'u');
}

function amountOf(value: string): number {
  const fen = checkAgreementAmount(value);
  if (typeof fen !== 'number') throw refuse(fen);
  return fen;
}

type Project = NonNullable<Awaited<ReturnType<typeof findProjectWithTemplate>>>;

async function generate(
  deps: GenerateDeps,
  userId: number,
  language: Language,
  made: {
    flow: TAgreementFlow;
    itemsId: number;
    seatId: number | null;
    project: Project;
    donorName: string;
    mobile: string;
    idNo: string;
    amountFen: number;
  },
): Promise<AgreementRecord> {
  await hitOrRefuse(deps.db, `agreement-generate:${userId}`, [GENERATION_WINDOW]);
  const english = language === 'English';
  const template = made.project.template;
  const names = await findFoundationNames(deps.db);
  const title = english
    ? template?.titleEn || (template ? template.title : DEFAULT_AGREEMENT_TITLE_EN)
    : (template?.title ?? DEFAULT_AGREEMENT_TITLE);
  const body = english
    ? template?.bodyEn || (template ? template.body : DEFAULT_AGREEMENT_BODY_EN)
    : (template?.body ?? DEFAULT_AGREEMENT_BODY);
  const useEnglish = english && template?.bodyEn !== '';
  const id = await nextAgreementId(deps.db);
  const createdAt = new Date();
  const row = {
    id,
    flow: made.flow,
    userId,
    itemsId: made.itemsId,
    seatId: made.seatId,
    donorName: made.donorName,
    mobileSealed: deps.secrets.seal(made.mobile),
    idNoSealed: made.idNo ? deps.secrets.seal(made.idNo) : '',
    amountFen: made.amountFen,
    projectTitle: (useEnglish && made.project.nameEn) || made.project.name,
    title,
    body,
    language: useEnglish ? 'en' : 'zh-CN',
    foundationName: (useEnglish && names.titleEn) || names.title,
    placement: template ? ZAgreementPlacement.parse(template.placement) : DEFAULT_AGREEMENT_PLACEMENT,
    agreementNo: `A-${createdAt.getFullYear()}-${String(id).padStart(6, '0')}`,
    createdAt,
  };
  const input = agreementDocInput(row, made, { form: 'u' });
  const pdf = await deps.renderer.agreementPdf(input);
  const key = await deps.documents.put('agreement', pdf, 'pdf');
  return insertAgreement(deps.db, {
    ...row,
    unsignedKey: key,
    unsignedSha256: createHash('sha256').update(pdf).digest('hex'),
    pageCount: countPdfPages(pdf),
  });
}

/** Pages of a PDF pdf-lib wrote without object streams: one `/Type /Page` object each. */
export function countPdfPages(pdf: Uint8Array): number {
  return (
    Buffer.from(pdf)
      .toString('latin1')
      .match(/\/Type\s*\/Page(?![s\w])/g) ?? []
  ).length;
}
