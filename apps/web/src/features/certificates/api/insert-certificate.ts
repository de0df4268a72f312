import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import type { CertificateApplication } from '@alma/shared/validation/certificate-application';
import { type QueryClient, useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import { CERTIFICATES_KEY } from './get-certificates.ts';

/**
 * POST certificate/insert (doc 3 §3). Code 0 is success; any other answer's message is toasted by
 * the api client (doc 3 §8).
 */
export function useInsertCertificate() {
  return useMutation({
    mutationFn: (body: CertificateApplication) =>
      apiPost<unknown>(SPEC_PATHS.certificate.insert, { ...body, donateIds: [...body.donateIds] }),
  });
}

/** After the success dialog is confirmed, every certificate list and the stay list reload (doc 3 §4). */
export function reloadCertificates(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: CERTIFICATES_KEY });
}
