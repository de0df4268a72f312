/**
 * `npm run admin:create -- <username>`: the first administrator of a real installation (or another
 * one later). Uses the same DATA_DIR / DATABASE_URL as the server; on PGlite stop the server first,
 * since one process owns an embedded database (a running one is detected and the command refused).
 * Prints the password (made here unless ALMA_ADMIN_PASSWORD gives one) and the TOTP enrolment: an
 * otpauth URI and its QR code to scan,
 * then asks for the authenticator's first code and creates the account only once it is right (as
 * the console's enrolment dialog does). The password is changed at the first sign-in.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { STAFF_PASSWORD_MIN_LENGTH, STAFF_USERNAME_PATTERN } from '@alma/shared/admin-api/session';
import { renderUnicodeCompact } from 'uqr';
import { loadConfig } from '../config/env.ts';
import { openDatabase } from '../db/client.ts';
import { createStaff } from '../features/staff/accounts-service.ts';
import { findStaffByUsername } from '../features/staff/repository.ts';
import { claimControlSocket } from '../operations/control-socket.ts';
import { loadSecretKey, makeSecrets } from '../security/secrets.ts';
import { newTotpSecret, totpStepOf, totpUri } from '../security/totp.ts';

const username = (process.argv[2] ?? '').trim().toLowerCase();
if (!STAFF_USERNAME_PATTERN.test(username)) {
  console.error(
    'Usage: npm run admin:create -- <username>   (2–32 of a-z 0-9 . _ -, starting with a letter or digit)',
  );
  process.exit(2);
}
const password = process.env.ALMA_ADMIN_PASSWORD ?? randomBytes(12).toString('base64url');
if (password.length < STAFF_PASSWORD_MIN_LENGTH) {
  console.error(`ALMA_ADMIN_PASSWORD must have at least ${STAFF_PASSWORD_MIN_LENGTH} characters.`);
  process.exit(2);
}

/** Shows the enrolment and reads codes until one is right (three tries); false if none was. */
async function firstCodeConfirmed(secret: string): Promise<boolean> {
  const uri = totpUri(secret, username);
  console.log(
    '\nScan this with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…):\n',
  );
  console.log(renderUnicodeCompact(uri, { border: 2 }));
  console.log(`\nOr enter it by hand: ${uri}\n`);
  const terminal = createInterface({ input: process.stdin, output: process.stdout });
  try {
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const code = (await terminal.question('The 6-digit code the authenticator shows now: ')).trim();
      if (/^\d{6}$/.test(code) && totpStepOf(secret, code, new Date()) !== null) return true;
      console.log('That code is not right: check the app scanned this QR code, and try the current code.');
    }
    return false;
  } finally {
    terminal.close();
  }
}

const config = loadConfig();
// On PGlite the directory is one process's: a running server holds it (and is refused here, rather
// than corrupted by a second PGlite), and so does this command while it works.
const control = config.DATABASE_URL
  ? null
  : await claimControlSocket(config.dataDir, {
      backup: () => Promise.reject(new Error('an administrator is being created')),
    }).catch((error: unknown) => {
      console.error(
        `${error instanceof Error ? error.message : String(error)} (on PGlite, run admin:create while the server is stopped)`,
      );
      process.exit(1);
    });
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  pgliteDir: path.join(config.dataDir, 'pgdata'),
});
const secrets = makeSecrets(loadSecretKey(config.SECRET_KEY, config.dataDir));
try {
  // A taken name is said before anything is scanned (createStaff refuses it again, atomically).
  if (await findStaffByUsername(database.db, username))
    throw Object.assign(new Error(), { code: 'CONFLICT' });
  const secret = newTotpSecret();
  if (!(await firstCodeConfirmed(secret))) {
    throw new Error(
      'No account was created: the authenticator never gave a right code. Run the command again.',
    );
  }
  const { staff } = await createStaff(
    database,
    secrets,
    { staffId: null, username: 'admin:create', role: 'system', ip: '' },
    { username, displayName: username, role: 'administrator', password, totpSecret: secret },
    // The code was checked above; the password went through a terminal, so it is changed at once.
    { totpConfirmed: true, mustChangePassword: true },
  );
  console.log(`\nAdministrator "${staff.username}" created (id ${staff.id}).`);
  if (!process.env.ALMA_ADMIN_PASSWORD) console.log(`Password: ${password}   (shown once: keep it safe)`);
  console.log(`Sign in at ${config.publicUrl}/admin/ and choose a new password there.`);
} catch (error) {
  const code = (error as { code?: string }).code;
  console.error(
    code === 'CONFLICT' ? `The username "${username}" is taken.` : (error as Error).message || error,
  );
  process.exitCode = 1;
} finally {
  await database.close();
  control?.close();
}
