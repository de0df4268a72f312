import type { TCpuGeneration } from '@alma/shared/api/agreements';
import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import type { ContractFormInput } from '@alma/shared/validation/contract-form';
import { apiPost } from '../../../lib/api-client.ts';

/**
 * cpu/sign/agreement/generation: the unsigned agreement for the chosen project and amount. Quiet:
 * the form says what went wrong in the spec's words (doc 4 §8), not the client's generic toast.
 */
export function generateContract(input: ContractFormInput): Promise<TCpuGeneration> {
  return apiPost<TCpuGeneration>(SPEC_PATHS.cpuSign.generation, { ...input }, { quiet: true });
}
