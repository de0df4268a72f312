/** The custom success words are one thought per line (doc 2 §2.5); blank lines are dropped. */
export function successLines(successWord: string): string[] {
  return successWord
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** A screen that needs a login sends the visitor there and back (see login screen's redirect). */
export function loginRedirect(pathname: string, search: string): string {
  return `/login?redirect=${encodeURIComponent(`${pathname}${search}`)}`;
}

/**
 * The success page's certificate (doc 2 §2.5, §4.6): ready once certificateImg is there. While it
 * is '' the page keeps asking for a while unless the project gives no certificates (`offered`
 * false): 'waiting' shows 查看证书 (it says 证书生成中), 'checking' (the project's settings not
 * known yet, or not readable) asks without a button, so a project without certificates never
 * flashes one. items/success cannot say whether this gift's amount earns one, so after the wait
 * the page shows nothing: a late certificate is in 我的证书 (docs/decisions.md).
 */
export type CertificateState = 'ready' | 'waiting' | 'checking' | 'none';

export function certificateState(
  certificateImg: string,
  waitOver: boolean,
  offered: boolean | undefined,
): CertificateState {
  if (certificateImg !== '') return 'ready';
  if (waitOver || offered === false) return 'none';
  return offered ? 'waiting' : 'checking';
}

/** Whether items/success is asked again (the certificate may still come). */
export const awaitsCertificate = (state: CertificateState): boolean =>
  state === 'waiting' || state === 'checking';

/** Whether 查看证书 is shown: the certificate is there, or it is known to be on its way. */
export const showsCertificateButton = (state: CertificateState): boolean =>
  state === 'ready' || state === 'waiting';
