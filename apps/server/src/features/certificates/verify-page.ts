import { formatFen } from '@alma/shared/money/money';
import { maskDonorName } from '@alma/shared/validation/display';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

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

const STYLE = `
body{margin:0;font-family:-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;background:#f5f5f5;color:#333}
main{max-width:480px;margin:0 auto;padding:24px 16px}
.card{background:#fff;border-radius:12px;padding:24px 16px}
h1{font-size:18px;margin:0 0 16px;text-align:center}
.state{text-align:center;font-size:16px;font-weight:600;padding:10px;border-radius:8px;margin-bottom:16px}
.valid{background:#e8f8ee;color:#07a250}.voided,.unknown{background:#fdecec;color:#d93026}
dl{display:grid;grid-template-columns:6em 1fr;gap:10px 8px;margin:0;font-size:15px}
dt{color:#888}dd{margin:0;word-break:break-all}
.note{font-size:12px;color:#999;margin-top:16px;text-align:center}`;

function page(body: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex">
<title>捐赠证书验证</title><style>${STYLE}</style></head><body><main><div class="card">${body}</div></main></body></html>`;
}

/**
 * The page a certificate's QR code opens: whether this server issued the serial, and the facts
 * printed on it, with the donor's name masked (a stranger scanning a shared picture learns the
 * gift is real, not who gave it). A refunded gift's certificate says it is void.
 */
export function renderVerifyPage(view: VerifyView): string {
  if (view.state === 'unknown') {
    return page(`<h1>捐赠证书验证</h1><div class="state unknown">查无此证书</div>
<dl><dt>证书编号</dt><dd>${escapeHtml(view.serialNo)}</dd></dl>
<p class="note">请核对证书上的编号；此编号不是本平台签发的证书。</p>`);
  }
  const stateText = view.state === 'valid' ? '✓ 证书真实有效' : '该捐赠已退款，证书已作废';
  return page(`<h1>捐赠证书验证</h1><div class="state ${view.state}">${stateText}</div>
<dl>
<dt>证书编号</dt><dd>${escapeHtml(view.serialNo)}</dd>
<dt>捐赠人</dt><dd>${escapeHtml(maskDonorName(view.donorName))}</dd>
<dt>捐赠项目</dt><dd>${escapeHtml(view.projectName)}</dd>
<dt>捐赠金额</dt><dd>¥${formatFen(view.amountFen)}</dd>
<dt>捐赠日期</dt><dd>${escapeHtml(view.date)}</dd>
<dt>颁发单位</dt><dd>${escapeHtml(view.foundationName)}</dd>
</dl>
<p class="note">本页由颁发单位的捐赠平台生成，内容以本页为准。</p>`);
}
