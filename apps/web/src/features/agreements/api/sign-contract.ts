import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { withSignCode } from '../model/sign-code.ts';
import { uploadSignature } from './upload-signature.ts';

/**
 * cpu/sign/agreement/signature: the donor's handwritten signature for the agreement, with the SMS
 * code when the foundation asks for one; code 0 is success, and anything else (a wrong code too)
 * stops here (doc 4 §8) with the api client's own toast at most.
 */
export function signContract(signAgreementId: number, png: Blob, smsCode?: string): Promise<null> {
  return uploadSignature<null>(
    SPEC_PATHS.cpuSign.signature,
    png,
    withSignCode({ signAgreementId: String(signAgreementId) }, smsCode),
  );
}
