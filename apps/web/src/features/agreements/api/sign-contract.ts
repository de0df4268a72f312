import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { uploadSignature } from './upload-signature.ts';

/**
 * cpu/sign/agreement/signature: the donor's handwritten signature for the agreement; code 0 is
 * success, and anything else stops here (doc 4 §8) with the api client's own toast at most.
 */
export function signContract(signAgreementId: number, png: Blob): Promise<null> {
  return uploadSignature<null>(SPEC_PATHS.cpuSign.signature, png, {
    signAgreementId: String(signAgreementId),
  });
}
