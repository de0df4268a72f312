import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, killed, sha256Hex, signedFetch, spawnServer } from './server-process.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alma-durable-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('PGlite durability (npm start on an embedded database)', () => {
  it('an acknowledged write survives SIGKILL right after its answer', async () => {
    const port = await freePort();
    const first = await spawnServer(dataDir, port);
    console.log(`first start (template copy + demo seed): ${first.startedMs} ms`);
    const login = await signedFetch(`${first.url}/uplus-system/app/v1/user/passLogin`, {
      method: 'POST',
      body: { username: 'demo', password: sha256Hex('demo1234'), platform: 'pc', language: 'zh_CN' },
    });
    first.child.kill('SIGKILL'); // no graceful shutdown: the process dies the moment it answered
    await killed(first.child);
    expect(login.code).toBe(0);
    const token = String(login.data.token);

    const second = await spawnServer(dataDir, port);
    console.log(`restart after SIGKILL (crash recovery): ${second.startedMs} ms`);
    try {
      const me = await signedFetch(`${second.url}/uplus-system/app/v1/user/baseInfo`, { token });
      expect(me.code).toBe(0);
      expect(me.data.nickname).toBe('演示用户');
      // The demo data was not seeded twice.
      const list = await signedFetch(
        `${second.url}/uplus-foundation/app/v1/donateu/items/itemsList?limit=100`,
      );
      const ids = (list.data.rows as Array<{ id: number }>).map((row) => row.id);
      expect(new Set(ids).size).toBe(ids.length);
    } finally {
      second.child.kill('SIGTERM');
      await killed(second.child);
    }
  });
});
