import { z } from 'zod';
import { AGREEMENT_FLOWS, AGREEMENT_STATUSES } from '../agreements/agreement-status.ts';
import {
  AGREEMENT_BODY_MAX,
  AGREEMENT_TITLE_MAX,
  ZAgreementPlacement,
} from '../agreements/agreement-template.ts';
import { ZAdminPage } from './paging.ts';
import type { TStaffRole } from './roles.ts';

/**
 * The console's agreements (issue 23): each project's agreement template with a live preview drawn
 * by the documents' own renderer, the donors' agreements by status with their evidence, voiding
 * with a reason, and the agreements a bank transfer may be recorded against.
 */

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

const AGREEMENT_READERS = ['administrator', 'project_manager', 'finance'] as const;
const TEMPLATE_WRITERS = ['administrator', 'project_manager'] as const;
const VOIDERS = ['administrator', 'finance'] as const;

export const AGREEMENT_PERMISSIONS = {
  'GET /agreements': AGREEMENT_READERS,
  'GET /agreements/:id': AGREEMENT_READERS,
  'POST /agreements/:id/void': VOIDERS,
  /** Sealed agreements awaiting their transfer (the offline gift form's picker): finance's. */
  'GET /agreements/awaiting-transfer': ['administrator', 'finance'],
  'GET /projects/:id/agreement-template': TEMPLATE_WRITERS,
  'PUT /projects/:id/agreement-template': TEMPLATE_WRITERS,
  /** Back to the default template (the project's own is deleted). */
  'DELETE /projects/:id/agreement-template': TEMPLATE_WRITERS,
  'POST /agreement-templates/preview': TEMPLATE_WRITERS,
} as const satisfies Record<string, readonly TStaffRole[]>;

export const ZAgreementQuery = ZAdminPage.extend({
  status: z.preprocess(emptyToUndefined, z.enum(AGREEMENT_STATUSES).optional()),
  flow: z.preprocess(emptyToUndefined, z.enum(AGREEMENT_FLOWS).optional()),
  itemsId: z.preprocess(emptyToUndefined, z.coerce.number().int().positive().optional()),
  /** An agreement number, a donor's name or a bill number. */
  q: z.preprocess(emptyToUndefined, z.string().trim().max(50).optional()),
});
export type TAgreementQuery = z.input<typeof ZAgreementQuery>;

export const ZAgreementParams = z.object({ id: z.coerce.number().int().positive() });

/** One agreement in the list (money in yuan, times `YYYY-MM-DD HH:mm:ss`). */
export type TAgreementRow = {
  id: number;
  agreementNo: string;
  flow: (typeof AGREEMENT_FLOWS)[number];
  status: (typeof AGREEMENT_STATUSES)[number];
  itemsId: number;
  projectTitle: string;
  donorName: string;
  /** 138****5678. */
  donorMobile: string;
  amount: number;
  createdAt: string;
  signedAt: string;
  /** The order that paid it ('' before the money came). */
  billNo: string;
};

/** The evidence page's rows, in its order; the console labels each in the staff member's language. */
export const AGREEMENT_EVIDENCE_FIELDS = [
  'signer',
  'mobile',
  'idNo',
  'signedAt',
  'ip',
  'device',
  'unsignedSha256',
  'strokeSha256',
  'intent',
  'smsCode',
  'version',
] as const;
export type TAgreementEvidenceField = (typeof AGREEMENT_EVIDENCE_FIELDS)[number];

/** One signing, as the evidence page records it. */
export type TAgreementVersion = {
  version: number;
  signedAt: string;
  sealedAt: string;
  /**
   * The evidence page's rows (mobile and ID masked): `label` as the page prints it, in the
   * agreement's language; `value` as recorded (the intent is a sentence in the agreement's language).
   */
  evidence: Array<{ field: TAgreementEvidenceField; label: string; value: string }>;
  /** Signed links to the donor-signed and the sealed PDFs ('' before the seal). */
  signedUrl: string;
  sealedUrl: string;
};

export type TAgreementDetail = TAgreementRow & {
  title: string;
  language: string;
  /** The generated (unsigned) PDF. */
  unsignedUrl: string;
  versions: TAgreementVersion[];
  voidReason: string;
  voidedAt: string;
  voidedBy: string;
  fundsReceivedAt: string;
  /** The order's id, for its page in the console (null before the money came). */
  donationId: number | null;
  /** The order's receipt, once asked for (one agreement → one order → one receipt). */
  receipt: { id: number; invoiceNo: string; status: number; fileUrl: string } | null;
  /** The order's certificate, once applied for. */
  certificate: { id: number; serialNo: string; imageUrl: string } | null;
};

export const AGREEMENT_VOID_REASON_MAX = 200;
export const ZAgreementVoid = z.object({ reason: z.string().trim().min(2).max(AGREEMENT_VOID_REASON_MAX) });
export type TAgreementVoid = z.input<typeof ZAgreementVoid>;

/** An agreement a transfer may be recorded against: sealed, money not yet received. */
export type TAgreementAwaiting = {
  id: number;
  agreementNo: string;
  itemsId: number;
  projectTitle: string;
  userId: number;
  donorName: string;
  donorMobile: string;
  amount: number;
  sealedAt: string;
};

export const ZAgreementAwaitingQuery = z.object({
  /** Narrows to agreements of this amount (yuan) and, when given, this payer's name. */
  amount: z.preprocess(emptyToUndefined, z.coerce.number().positive().optional()),
  payerName: z.preprocess(emptyToUndefined, z.string().trim().max(60).optional()),
  q: z.preprocess(emptyToUndefined, z.string().trim().max(50).optional()),
});
export type TAgreementAwaitingQuery = z.input<typeof ZAgreementAwaitingQuery>;

/** A project's agreement template as staff edit it; body placeholders from AGREEMENT_PLACEHOLDERS. */
export const ZAgreementTemplate = z.object({
  title: z.string().trim().min(1).max(AGREEMENT_TITLE_MAX),
  body: z.string().trim().min(1).max(AGREEMENT_BODY_MAX),
  titleEn: z.string().trim().max(AGREEMENT_TITLE_MAX).default(''),
  bodyEn: z.string().trim().max(AGREEMENT_BODY_MAX).default(''),
  offerContract: z.boolean(),
  placement: ZAgreementPlacement,
});
export type TAgreementTemplate = z.input<typeof ZAgreementTemplate>;

/** GET /projects/:id/agreement-template: the project's own, or the default (`isDefault`) to start from. */
export type TAgreementTemplateAnswer = z.output<typeof ZAgreementTemplate> & {
  isDefault: boolean;
  updatedAt: string;
};

/** POST /agreement-templates/preview: the template drawn for a sample donor, in one language. */
export const ZAgreementPreview = z.object({
  title: z.string().trim().min(1).max(AGREEMENT_TITLE_MAX),
  body: z.string().trim().min(1).max(AGREEMENT_BODY_MAX),
  placement: ZAgreementPlacement,
  itemsId: z.coerce.number().int().positive().optional(),
  language: z.enum(['zh-CN', 'en']).default('zh-CN'),
});
export type TAgreementPreview = z.input<typeof ZAgreementPreview>;
/** The pages as PNG data addresses (data:image/png;base64,…), first to last. */
export type TAgreementPreviewAnswer = { pages: string[] };
