/**
 * The addresses of the documents the agreement screens show. They arrive in the page address
 * (contract-cpu/signature?pdf=, tree-naming-hhu/preview?url=), which anyone can write, so only a
 * web address — this site's path or http(s) — is ever asked for, shown or offered for download.
 */

const IMAGE_PATH = /\.(png|jpe?g|gif|webp)$/i;

function fallbackBase(): string {
  return typeof window === 'undefined' ? 'http://localhost/' : window.location.href;
}

/** The address when it is a web address, else null (javascript:, data:, nonsense). */
export function safeDocumentUrl(url: string, base: string = fallbackBase()): string | null {
  if (url.trim() === '') return null;
  try {
    const parsed = new URL(url, base);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * A picture is shown as it is; anything else is a PDF, shown as the pictures of its pages
 * (cpu/sign/agreement/pages). A receipt may be a scan (png, jpg) or a PDF (doc 4 §2.4).
 */
export function isImageUrl(url: string, base: string = fallbackBase()): boolean {
  try {
    return IMAGE_PATH.test(new URL(url, base).pathname);
  } catch {
    return false;
  }
}
