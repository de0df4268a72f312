import { formatFen } from '@alma/shared/money/money';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

export type CashierView =
  | {
      state: 'payable';
      billNo: string;
      itemsName: string;
      amountFen: number;
      payPath: string;
      cancelPath: string;
    }
  | { state: 'closed'; title: string; detail: string; backHref: string };

const STYLE = `
body{margin:0;font-family:-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;background:#f5f5f5;color:#333}
main{max-width:480px;margin:0 auto;padding:24px 16px}
.card{background:#fff;border-radius:12px;padding:24px 16px;text-align:center}
.tag{display:inline-block;font-size:12px;color:#fff;background:#999;border-radius:4px;padding:2px 6px}
h1{font-size:17px;font-weight:500;margin:16px 0 8px}
.amount{font-size:36px;font-weight:600;margin:8px 0 4px}
.bill{font-size:12px;color:#999;word-break:break-all}
form{margin:0}
button,a.button{display:block;width:100%;box-sizing:border-box;border:0;border-radius:22px;font-size:16px;
 padding:12px;margin-top:16px;text-align:center;text-decoration:none}
.pay{background:#07c160;color:#fff}
.cancel{background:#fff;color:#666;border:1px solid #ddd}`;

function page(body: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1,maximum-scale=1">
<title>沙箱收银台</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

/** The sandbox's stand-in for a provider's cashier: project, amount, 支付 and 取消. */
export function renderCashier(view: CashierView): string {
  if (view.state === 'closed') {
    return page(`<div class="card"><span class="tag">沙箱支付</span><h1>${escapeHtml(view.title)}</h1>
<p class="bill">${escapeHtml(view.detail)}</p><a class="button cancel" href="${escapeHtml(view.backHref)}">返回</a></div>`);
  }
  const hidden = `<input type="hidden" name="billNo" value="${escapeHtml(view.billNo)}">`;
  return page(`<div class="card"><span class="tag">沙箱支付</span>
<h1>${escapeHtml(view.itemsName)}</h1>
<div class="amount">¥${formatFen(view.amountFen)}</div>
<div class="bill">订单号 ${escapeHtml(view.billNo)}</div>
<form method="post" action="${escapeHtml(view.payPath)}">${hidden}<button class="pay" type="submit">支付</button></form>
<form method="post" action="${escapeHtml(view.cancelPath)}">${hidden}<button class="cancel" type="submit">取消</button></form>
</div>`);
}
