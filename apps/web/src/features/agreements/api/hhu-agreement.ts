import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { apiPost } from '../../../lib/api-client.ts';
import type { HhuGenerationRequest } from '../model/hhu-preview.ts';
import { withSignCode } from '../model/sign-code.ts';
import { uploadSignature } from './upload-signature.ts';

/** hhu/sign/agreement/generation: the tree agreement for the form's donor and amount; data is its PDF's address. */
export function generateHhuAgreement(request: HhuGenerationRequest): Promise<string> {
  return apiPost<string>(SPEC_PATHS.hhuSign.generation, { ...request });
}

/**
 * hhu/sign/agreement/signature: the signature on that PDF, with the SMS code when the foundation
 * asks for one; data is the signed PDF's address.
 */
export function signHhuAgreement(pdfUrl: string, png: Blob, smsCode?: string): Promise<string> {
  return uploadSignature<string>(SPEC_PATHS.hhuSign.signature, png, withSignCode({ pdfUrl }, smsCode));
}
