import type { TAgreementSignCode, TAgreementSignCodeBody } from '@alma/shared/api/agreements';
import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { apiPost } from '../../../lib/api-client.ts';

/**
 * cpu/sign/agreement/signCode (ours): an SMS code to the mobile the agreement was made for — the
 * cpu pad names it by id, the hhu pad by its PDF's address; data is that mobile, masked. A refusal
 * (too many codes, no such agreement) is the api client's toast, as the signature calls' are.
 */
export function sendSignCode(agreement: TAgreementSignCodeBody): Promise<TAgreementSignCode> {
  return apiPost<TAgreementSignCode>(SPEC_PATHS.cpuSign.signCode, { ...agreement });
}
