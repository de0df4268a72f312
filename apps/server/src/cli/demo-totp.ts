/** `npm run demo:totp -- <username>`: the current code of a demo staff account (README "Demo staff"). */
import { DEMO_STAFF } from '../db/seed/staff-data.ts';
import { totpCode } from '../security/totp.ts';

const name = process.argv[2] ?? 'admin';
const account = DEMO_STAFF.find((candidate) => candidate.username === name);
if (!account) {
  console.error(`No demo account "${name}". Demo accounts: ${DEMO_STAFF.map((a) => a.username).join(', ')}`);
  process.exit(2);
}
const now = new Date();
const left = 30 - (Math.floor(now.getTime() / 1000) % 30);
console.log(`${totpCode(account.totpSecret, now)}   (${account.username}, valid for ${left} more seconds)`);
