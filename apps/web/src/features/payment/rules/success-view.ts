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
 * The success page's certificate (doc 2 §2.5, §4.6): ready once certificateImg is there; while it
 * is '' the page keeps asking for a while (waiting), since items/success cannot say whether this
 * gift earns one. After the wait it shows nothing: a project without certificates ends as before,
 * and a late certificate is in 我的证书.
 */
export type CertificateState = 'ready' | 'waiting' | 'none';

export function certificateState(certificateImg: string, waitOver: boolean): CertificateState {
  if (certificateImg !== '') return 'ready';
  return waitOver ? 'none' : 'waiting';
}
