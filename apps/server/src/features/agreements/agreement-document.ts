import type { TAgreementEvidenceField } from '@alma/shared/admin-api/agreements';
import { fillAgreementText, ZAgreementPlacement } from '@alma/shared/agreements/agreement-template';
import { toWireDate } from '@alma/shared/dates/wire-date';
import { fenToChineseUpper } from '@alma/shared/money/chinese-upper';
import { formatFen } from '@alma/shared/money/money';
import { displayMobile } from '@alma/shared/validation/mobile';
import type { AgreementDocInput } from '../../integrations/documents/document-inputs.ts';
import type { AgreementRecord } from './repository.ts';

/**
 * What an agreement's PDF and page pictures are drawn from, made again from its row each time:
 * the text as it was when generated, filled with the donor's details (opened from their sealed
 * boxes only here, never stored in the clear), so the same agreement always draws the same.
 */

/** Which drawing of an agreement: as generated (u), as the donor signed it (s), as sealed (m: mutual). */
export type AgreementForm = 'u' | 's' | 'm';

export type OpenedIdentity = { mobile: string; idNo: string };

/** A day in Shanghai as a Chinese date, e.g. 2026年12月05日 (English: 2026-12-05). */
export function agreementDate(at: Date, language: string): string {
  const day = (toWireDate(at) ?? '').slice(0, 10);
  if (language !== 'zh-CN') return day;
  const [year, month, date] = day.split('-');
  return `${year}年${month}月${date}日`;
}

const WORDS = {
  'zh-CN': {
    donor: '甲方（捐赠人）签字：',
    foundation: (name: string) => `乙方（受赠人）：${name}（盖章）`,
    evidenceTitle: '签署证据',
    evidenceIntro:
      '本页由乙方系统在甲方签署时生成，记录签署人、时间、环境与文件摘要；协议原文或签名笔迹的任何改动都会使下列摘要不再相符。',
  },
  en: {
    donor: 'Party A (donor), signature:',
    foundation: (name: string) => `Party B (recipient): ${name} (seal)`,
    evidenceTitle: 'Signing evidence',
    evidenceIntro:
      'This page was made by Party B’s system when Party A signed: who signed, when, from where, and the digests of the files; any change to the agreement or the handwriting makes the digests below no longer match.',
  },
} as const;

export type SigningEvidence = {
  signer: string;
  maskedMobile: string;
  maskedIdNo: string;
  /** A wire date, Shanghai. */
  signedAt: string;
  ip: string;
  userAgent: string;
  unsignedSha256: string;
  strokeSha256: string;
  intent: string;
  /**
   * The SMS code that confirmed the intent (AGREEMENT_SIGN_SMS): the masked mobile it went to and
   * when it was checked; absent when the foundation asks for the handwritten signature alone.
   */
  smsConfirmed?: string;
  version: number;
};

export type EvidenceRow = { field: TAgreementEvidenceField; label: string; value: string };

/** The evidence page's rows in their order, labelled in the agreement's language. */
export function evidenceRows(evidence: SigningEvidence, language: string): EvidenceRow[] {
  const zh = language === 'zh-CN';
  const row = (field: TAgreementEvidenceField, zhLabel: string, enLabel: string, value: string) => ({
    field,
    label: zh ? zhLabel : enLabel,
    value,
  });
  return [
    row('signer', '签署人', 'Signed by', evidence.signer),
    row('mobile', '手机号', 'Mobile', evidence.maskedMobile),
    row('idNo', '证件号码', 'ID number', evidence.maskedIdNo || '—'),
    row('signedAt', '签署时间（北京时间）', 'Signed at (Beijing time)', evidence.signedAt),
    row('ip', '签署IP', 'IP address', evidence.ip),
    row('device', '签署设备', 'Device', evidence.userAgent),
    row('unsignedSha256', '协议原文SHA-256', 'Agreement SHA-256', evidence.unsignedSha256),
    row('strokeSha256', '签名笔迹SHA-256', 'Signature SHA-256', evidence.strokeSha256),
    row('intent', '签署意愿', 'Intent', evidence.intent),
    ...(evidence.smsConfirmed ? [row('smsCode', '短信验证', 'SMS confirmation', evidence.smsConfirmed)] : []),
    row('version', '版本', 'Version', String(evidence.version)),
  ];
}

/** The facts of an agreement its drawing needs. */
export type AgreementFacts = Pick<
  AgreementRecord,
  | 'language'
  | 'title'
  | 'body'
  | 'donorName'
  | 'amountFen'
  | 'projectTitle'
  | 'createdAt'
  | 'foundationName'
  | 'agreementNo'
  | 'placement'
>;

export function agreementDocInput(
  agreement: AgreementFacts,
  identity: OpenedIdentity,
  drawn:
    | { form: 'u' }
    | { form: 's' | 'm'; signatureImage: Uint8Array; signedAt: Date; evidence: SigningEvidence },
): AgreementDocInput {
  const language = agreement.language === 'en' ? 'en' : 'zh-CN';
  const words = WORDS[language];
  const body = fillAgreementText(agreement.body, {
    name: agreement.donorName,
    mobile: displayMobile(identity.mobile),
    idNo: identity.idNo || '—',
    amount: formatFen(agreement.amountFen),
    amountInWords: fenToChineseUpper(agreement.amountFen),
    project: agreement.projectTitle,
    date: agreementDate(agreement.createdAt, language),
    foundation: agreement.foundationName,
    agreementNo: agreement.agreementNo,
  });
  const base: AgreementDocInput = {
    agreementNo: agreement.agreementNo,
    title: agreement.title,
    body,
    donorLabel: words.donor,
    foundationLabel: words.foundation(agreement.foundationName),
    placement: ZAgreementPlacement.parse(agreement.placement),
    signed: false,
    sealed: false,
    foundationName: agreement.foundationName,
    language,
  };
  if (drawn.form === 'u') return base;
  return {
    ...base,
    signed: true,
    signatureImage: drawn.signatureImage,
    signedDate: agreementDate(drawn.signedAt, language),
    sealed: drawn.form === 'm',
    evidence: {
      title: words.evidenceTitle,
      intro: words.evidenceIntro,
      rows: evidenceRows(drawn.evidence, language).map(
        ({ label, value }) => [label, value] as [string, string],
      ),
    },
  };
}
