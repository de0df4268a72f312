import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { apiPost } from '../../../lib/api-client.ts';
import type { HhuGenerationRequest } from '../model/hhu-preview.ts';
import { uploadSignature } from './upload-signature.ts';

/** hhu/sign/agreement/generation: the tree agreement for the form's donor and amount; data is its PDF's address. */
export function generateHhuAgreement(request: HhuGenerationRequest): Promise<string> {
  return apiPost<string>(SPEC_PATHS.hhuSign.generation, { ...request });
}

/** hhu/sign/agreement/signature: the signature on that PDF; data is the signed PDF's address. */
export function signHhuAgreement(pdfUrl: string, png: Blob): Promise<string> {
  return uploadSignature<string>(SPEC_PATHS.hhuSign.signature, png, { pdfUrl });
}
