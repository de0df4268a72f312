import type { Language } from '@alma/shared/i18n/language';
import { formatFen } from '@alma/shared/money/money';
import { maskDonorName } from '@alma/shared/validation/display';
import { escapeHtml, factsList, plainPage } from '../../http/plain-page.ts';

export type VerifyView =
  | {
      state: 'valid' | 'voided';
      serialNo: string;
      donorName: string;
      projectName: string;
      amountFen: number;
      date: string;
      foundationName: string;
    }
  | { state: 'unknown'; serialNo: string };

const TEXTS = {
  zh_CN: {
    title: '捐赠证书验证',
    unknown: '查无此证书',
    unknownNote: '请核对证书上的编号；此编号不是本平台签发的证书。',
    valid: '✓ 证书真实有效',
    voided: '该捐赠已退款，证书已作废',
    serialNo: '证书编号',
    donor: '捐赠人',
    project: '捐赠项目',
    amount: '捐赠金额',
    date: '捐赠日期',
    issuer: '颁发单位',
    note: '本页由颁发单位的捐赠平台生成，内容以本页为准。',
  },
  English: {
    title: 'Donation certificate check',
    unknown: 'No such certificate',
    unknownNote: 'Please check the number on the certificate: this number was not issued by this platform.',
    valid: '✓ This certificate is genuine',
    voided: 'This gift was refunded: the certificate is void',
    serialNo: 'Certificate no.',
    donor: 'Donor',
    project: 'Project',
    amount: 'Amount',
    date: 'Date',
    issuer: 'Issued by',
    note: 'This page is made by the issuer’s donation platform; what it says is authoritative.',
  },
} as const;

/**
 * The page a certificate's QR code opens: whether this server issued the serial, and the facts
 * printed on it, with the donor's name masked (a stranger scanning a shared picture learns the
 * gift is real, not who gave it). A refunded gift's certificate says it is void. In the scanning
 * browser's language.
 */
export function renderVerifyPage(view: VerifyView, language: Language = 'zh_CN'): string {
  const text = TEXTS[language];
  if (view.state === 'unknown') {
    return plainPage(
      text.title,
      `<h1>${escapeHtml(text.title)}</h1><div class="state unknown">${escapeHtml(text.unknown)}</div>${factsList([[text.serialNo, view.serialNo]])}
<p class="note">${escapeHtml(text.unknownNote)}</p>`,
      language,
    );
  }
  const stateText = view.state === 'valid' ? text.valid : text.voided;
  return plainPage(
    text.title,
    `<h1>${escapeHtml(text.title)}</h1><div class="state ${view.state}">${escapeHtml(stateText)}</div>${factsList(
      [
        [text.serialNo, view.serialNo],
        [text.donor, maskDonorName(view.donorName)],
        [text.project, view.projectName],
        [text.amount, `¥${formatFen(view.amountFen)}`],
        [text.date, view.date],
        [text.issuer, view.foundationName],
      ],
    )}<p class="note">${escapeHtml(text.note)}</p>`,
    language,
  );
}
