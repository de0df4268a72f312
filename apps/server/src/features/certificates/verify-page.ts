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

/**
 * The page a certificate's QR code opens: whether this server issued the serial, and the facts
 * printed on it, with the donor's name masked (a stranger scanning a shared picture learns the
 * gift is real, not who gave it). A refunded gift's certificate says it is void.
 */
export function renderVerifyPage(view: VerifyView): string {
  if (view.state === 'unknown') {
    return plainPage(
      '捐赠证书验证',
      `<h1>捐赠证书验证</h1><div class="state unknown">查无此证书</div>${factsList([['证书编号', view.serialNo]])}
<p class="note">请核对证书上的编号；此编号不是本平台签发的证书。</p>`,
    );
  }
  const stateText = view.state === 'valid' ? '✓ 证书真实有效' : '该捐赠已退款，证书已作废';
  return plainPage(
    '捐赠证书验证',
    `<h1>捐赠证书验证</h1><div class="state ${view.state}">${escapeHtml(stateText)}</div>${factsList([
      ['证书编号', view.serialNo],
      ['捐赠人', maskDonorName(view.donorName)],
      ['捐赠项目', view.projectName],
      ['捐赠金额', `¥${formatFen(view.amountFen)}`],
      ['捐赠日期', view.date],
      ['颁发单位', view.foundationName],
    ])}<p class="note">本页由颁发单位的捐赠平台生成，内容以本页为准。</p>`,
  );
}
