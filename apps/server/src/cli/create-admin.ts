/**
 * `npm run admin:create -- <username>`: the first administrator of a real installation (or another
 * one later). Uses the same DATA_DIR / DATABASE_URL as the server; on PGlite stop the server first,
 * since one process owns an embedded database. Prints the password (made here unless
 * ALMA_ADMIN_PASSWORD gives one) and the TOTP enrolment: an otpauth URI and its QR code to scan.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { STAFF_PASSWORD_MIN_LENGTH, STAFF_USERNAME_PATTERN } from '@alma/shared/admin-api/session';
import { renderUnicodeCompact } from 'uqr';
import { loadConfig } from '../config/env.ts';
import { openDatabase } from '../db/client.ts';
import { createStaff } from '../features/staff/accounts-service.ts';
import { loadSecretKey, makeSecrets } from '../security/secrets.ts';

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

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  pgliteDir: path.join(config.dataDir, 'pgdata'),
});
const secrets = makeSecrets(loadSecretKey(config.SECRET_KEY, config.dataDir));
try {
  const { staff, enrolment } = await createStaff(
    database,
    secrets,
    { staffId: null, username: 'admin:create', role: 'system', ip: '' },
    { username, displayName: username, role: 'administrator', password },
  );
  console.log(`Administrator "${staff.username}" created (id ${staff.id}).`);
  if (!process.env.ALMA_ADMIN_PASSWORD) console.log(`Password: ${password}   (shown once: keep it safe)`);
  console.log(
    '\nScan this with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…):\n',
  );
  console.log(renderUnicodeCompact(enrolment.otpauthUri, { border: 2 }));
  console.log(`\nOr enter it by hand: ${enrolment.otpauthUri}`);
  console.log(`\nThen sign in at ${config.publicUrl}/admin/`);
} catch (error) {
  const code = (error as { code?: string }).code;
  console.error(code === 'CONFLICT' ? `The username "${username}" is taken.` : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
