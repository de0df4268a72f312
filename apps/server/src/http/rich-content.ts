import type { IOptions } from 'sanitize-html';

/**
 * Staff-written HTML (a project's content, an article, the settings' HTML) as it is stored and as
 * the spec API answers it: what a rich-text editor makes — headings, emphasis, colours and alignment, lists, quotes, tables, links and pictures — and
 * nothing that runs or loads a document: no script, style sheet, event handler, form, frame,
 * embedded object, javascript:/data: address or CSS url(). The donor app sanitises again when it
 * shows it (DOMPurify); this makes the stored copy, every API answer and the audit trail safe too.
 */

const LENGTH = /^\d{1,4}(\.\d{1,3})?(px|em|rem|%|pt)$/;
const COLOUR = [/^#[0-9a-f]{3,8}$/i, /^rgba?\(\s*[\d.]+%?(\s*,\s*[\d.]+%?){2,3}\s*\)$/i, /^[a-z]{3,20}$/i];

/** Only these properties, only with plain values: no url(), expression() or position tricks. */
const STYLES: Record<string, RegExp[]> = {
  color: COLOUR,
  'background-color': COLOUR,
  'text-align': [/^(left|right|center|justify)$/],
  'text-indent': [LENGTH],
  'text-decoration': [/^(none|underline|line-through)$/],
  'font-size': [LENGTH],
  'font-weight': [/^(normal|bold|bolder|lighter|[1-9]00)$/],
  'font-style': [/^(normal|italic)$/],
  'line-height': [LENGTH, /^\d{1,2}(\.\d{1,2})?$/],
  'letter-spacing': [LENGTH],
  width: [LENGTH, /^auto$/],
  height: [LENGTH, /^auto$/],
  'max-width': [LENGTH],
  'vertical-align': [/^(top|middle|bottom|baseline)$/],
};

const OPTIONS: IOptions = {
  allowedTags: [
    ...['p', 'br', 'hr', 'div', 'span', 'blockquote', 'pre', 'code'],
    ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6'],
    ...['strong', 'b', 'em', 'i', 'u', 's', 'strike', 'del', 'ins', 'sub', 'sup', 'mark', 'small'],
    ...['ul', 'ol', 'li', 'a', 'img', 'figure', 'figcaption'],
    ...['table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'],
  ],
  allowedAttributes: {
    '*': ['style'],
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    ol: ['start'],
    col: ['span'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
  },
  allowedStyles: { '*': STYLES },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  // Pictures come from this server (`/files/…`) or over HTTPS: no data: documents, no mixed content.
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // A link never hands the app's window to the page it opens.
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...attribs,
        ...(attribs.target ? { target: '_blank' } : {}),
        rel: 'noopener noreferrer',
      },
    }),
  },
};

let sanitizer: Promise<typeof import('sanitize-html')> | undefined;

/**
 * Staff HTML as we store and serve it. sanitize-html (with its HTML and CSS parsers, ~100 ms and
 * ~17 MiB to load) loads with the first rich text the server handles, not at its start.
 */
export async function sanitizeRichContent(html: string): Promise<string> {
  sanitizer ??= import('sanitize-html').then((module) => module.default);
  const sanitizeHtml = await sanitizer;
  return sanitizeHtml(html, OPTIONS).trim();
}
