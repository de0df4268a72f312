import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { afterAll, describe, expect, it } from 'vitest';
import { filesUnder, sha256Of } from '../src/operations/backup-manifest.ts';
import { freePort, killed, sha256Hex, signedFetch, spawnServer } from './server-process.ts';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'alma-backup-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

/** `npm run backup` / `npm run restore` as an operator runs them: the compiled commands. */
function runCli(
  command: 'backup' | 'restore',
  dataDir: string,
  args: string[],
): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
    delete env.DATABASE_URL;
    const child: ChildProcess = spawn(process.execPath, [`dist/cli/${command}.js`, ...args], {
      cwd: serverDir,
      env,
    });
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
    });
    child.on('exit', (code) => resolve({ code, out }));
  });
}

const DONATEU = '/uplus-foundation/app/v1/donateu';

/** Every file of DATA_DIR's uploads and documents, with its hash. */
async function filesOf(dataDir: string): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (const folder of ['files', 'documents']) {
    for (const file of filesUnder(path.join(dataDir, folder))) {
      found.set(`${folder}/${file}`, await sha256Of(path.join(dataDir, folder, file)));
    }
  }
  return found;
}

describe('backup and restore of a PGlite installation', () => {
  it('a backup taken while the server serves restores into a fresh directory with every order, document and upload', async () => {
    const live = path.join(work, 'live');
    const backups = path.join(work, 'backups');
    const port = await freePort();
    const server = await spawnServer(live, port);
    let token = '';
    let paidBill = '';
    let laterBill = '';
    let taken: Map<string, string>;
    try {
      const login = await signedFetch(`${server.url}${SPEC_PATHS.user.passLogin}`, {
        method: 'POST',
        body: { username: 'alumni', password: sha256Hex('alumni1234'), platform: 'pc', language: 'zh_CN' },
      });
      token = String(login.data.token);
      // A document: the donor's contract, drawn as a PDF into documents/.
      const projects = await signedFetch(`${server.url}${SPEC_PATHS.cpuSign.projectList}`, { token });
      const project = (projects.data as unknown as Array<{ id: number | string }>)[0];
      const made = await signedFetch(`${server.url}${SPEC_PATHS.cpuSign.generation}`, {
        method: 'POST',
        token,
        body: {
          donateItemId: String(project?.id),
          name: '欧阳明月',
          mobile: '13800138000',
          idNo: '110101199003070011',
          donationAmount: 5000,
        },
      });
      expect(made.code, made.message).toBe(0);
      // An order, paid at the sandbox cashier.
      const placeAndPay = async (yuan: string) => {
        const placed = await signedFetch(`${server.url}${DONATEU}/items/donate`, {
          method: 'POST',
          token,
          body: { itemsId: 1, currencyMoney: yuan, payType: 1 },
        });
        expect(placed.code, placed.message).toBe(0);
        const billNo = String((placed.data.orderPayRequestDTO as { billNo: string }).billNo);
        const paid = await fetch(`${server.url}/pay/sandbox/pay`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ billNo }).toString(),
          redirect: 'manual',
        });
        expect(paid.status).toBe(303);
        return billNo;
      };
      paidBill = await placeAndPay('12.34');

      // The backup, while phones keep reading.
      const reading = Promise.all(
        Array.from({ length: 20 }, () => signedFetch(`${server.url}${DONATEU}/items/itemsList?limit=10`)),
      );
      const backup = await runCli('backup', live, ['--to', backups]);
      expect(backup.code, backup.out).toBe(0);
      expect(backup.out).toMatch(/taken by the running server/);
      for (const answer of await reading) expect(answer.code).toBe(0);
      taken = await filesOf(live);
      expect([...taken.keys()].some((file) => file.startsWith('documents/'))).toBe(true);
      expect([...taken.keys()].some((file) => file.startsWith('files/'))).toBe(true);
      // One PGlite directory, one process: a second server on it is refused, not let in to corrupt it.
      await expect(spawnServer(live, await freePort())).rejects.toThrow(/another Alma process is using/);
      const adminCreate = await new Promise<{ code: number | null; out: string }>((resolve) => {
        const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: live };
        delete env.DATABASE_URL;
        const child = spawn(
          process.execPath,
          ['--import', 'tsx', 'src/cli/create-admin.ts', 'second-admin'],
          {
            cwd: serverDir,
            env,
          },
        );
        let out = '';
        child.stderr?.on('data', (chunk: Buffer) => {
          out += chunk.toString('utf8');
        });
        child.on('exit', (code) => resolve({ code, out }));
      });
      expect(adminCreate.code).toBe(1);
      expect(adminCreate.out).toMatch(
        /another Alma process is using .*run admin:create while the server is stopped/,
      );
      // An order after the backup is not in it.
      laterBill = await placeAndPay('5.67');
    } finally {
      server.child.kill('SIGTERM');
      await killed(server.child);
    }

    const [made] = fs.readdirSync(backups);
    const backupDir = path.join(backups, String(made));
    const restored = path.join(work, 'restored');
    const restore = await runCli('restore', restored, [backupDir]);
    expect(restore.code, restore.out).toBe(0);
    expect(await filesOf(restored)).toEqual(taken);
    // Restoring again over it is refused, and changes nothing.
    const again = await runCli('restore', restored, [backupDir]);
    expect(again.code).toBe(1);
    expect(again.out).toMatch(/already holds a database/);

    const back = await spawnServer(restored, port);
    try {
      const me = await signedFetch(`${back.url}${SPEC_PATHS.user.baseInfo}`, { token });
      expect(me.code).toBe(0);
      const paid = await signedFetch(`${back.url}${DONATEU}/items/payback?donatePlatOrder=${paidBill}`, {
        token,
      });
      expect(paid).toMatchObject({ code: 0, data: 1 });
      const later = await signedFetch(`${back.url}${DONATEU}/items/payback?donatePlatOrder=${laterBill}`, {
        token,
      });
      expect(later.code).not.toBe(0);
    } finally {
      back.child.kill('SIGTERM');
      await killed(back.child);
    }
  });

  it('a damaged backup is refused before anything is written', async () => {
    const [made] = fs.readdirSync(path.join(work, 'backups'));
    const backupDir = path.join(work, 'backups', String(made));
    const upload = filesUnder(path.join(backupDir, 'data/files'))[0];
    fs.appendFileSync(path.join(backupDir, 'data/files', String(upload)), 'x');
    const target = path.join(work, 'from-damaged');
    const restore = await runCli('restore', target, [backupDir]);
    expect(restore.code).toBe(1);
    expect(restore.out).toMatch(/damaged: data\/files\//);
    expect(fs.existsSync(path.join(target, 'pgdata'))).toBe(false);
  });
});
