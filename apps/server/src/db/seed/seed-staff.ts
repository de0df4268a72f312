import type { AppDeps } from '../../app-deps.ts';
import type { AuditActor } from '../../audit/record-audit.ts';
import { createStaff } from '../../features/staff/accounts-service.ts';
import { countStaff } from '../../features/staff/repository.ts';
import { DEMO_STAFF } from './staff-data.ts';

const DEMO_SEED: AuditActor = { staffId: null, username: 'demo-seed', role: 'system', ip: '' };

/**
 * The demo staff accounts, when there are no staff at all (also on a demo database made before the
 * console existed). A database with any staff account is left alone, so a second start does nothing.
 */
export async function seedDemoStaffIfNone(deps: AppDeps): Promise<boolean> {
  if ((await countStaff(deps.database.db)) > 0) return false;
  for (const account of DEMO_STAFF) {
    // createStaff refuses a taken name, so two instances starting at once cannot make two of one.
    // Their passwords and TOTP secrets are published on purpose: nothing to prove, nothing to change.
    await createStaff(deps.database, deps.secrets, DEMO_SEED, account, {
      totpConfirmed: true,
      mustChangePassword: false,
    }).catch((error: unknown) => {
      if ((error as { code?: string }).code !== 'CONFLICT') throw error;
    });
  }
  return true;
}
