import type { Language } from '@alma/shared/i18n/language';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

/** The style of the server's own small pages (the verification pages): no script, no fetches. */
const STYLE = `
body{margin:0;font-family:-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;background:#f5f5f5;color:#333}
main{max-width:480px;margin:0 auto;padding:24px 16px}
.card{background:#fff;border-radius:12px;padding:24px 16px}
h1{font-size:18px;margin:0 0 16px;text-align:center}
.state{text-align:center;font-size:16px;font-weight:600;padding:10px;border-radius:8px;margin-bottom:16px}
.valid{background:#e8f8ee;color:#07a250}.voided,.unknown{background:#fdecec;color:#d93026}
dl{display:grid;grid-template-columns:auto 1fr;gap:10px 8px;margin:0;font-size:15px}
dt{color:#888}dd{margin:0;word-break:break-all}
.note{font-size:12px;color:#999;margin-top:16px;text-align:center}`;

/** A whole page around `body` (already escaped HTML), in one card. */
export function plainPage(title: string, body: string, language: Language = 'zh_CN'): string {
  return `<!doctype html><html lang="${language === 'English' ? 'en' : 'zh-CN'}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main><div class="card">${body}</div></main></body></html>`;
}

/** The definition list of facts the verification pages show. */
export const factsList = (facts: ReadonlyArray<[string, string]>) =>
  `<dl>${facts.map(([term, value]) => `<dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd>`).join('')}</dl>`;

/** Our own pages run no script and load nothing. */
export const PLAIN_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";
