import fs from 'node:fs';
import { DONATEU } from '@alma/shared/api/spec-paths';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createItem, createUser } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { buildApp } from '../app.ts';
import { loggableError } from './loggable-error.ts';

const SECRET = 'Secret-Input-7f3a9';

describe('loggableError', () => {
  it('keeps of a drizzle query error only what names the failure', () => {
    const cause = Object.assign(new Error(`new row violates check constraint: "${SECRET}"`), {
      code: '23514',
      severity: 'ERROR',
      detail: `Failing row contains (1, ${SECRET}).`,
      constraint: 'no_secret',
      table: 'leavewords',
      routine: 'ExecConstraints',
    });
    const error = Object.assign(new Error(`Failed query: insert into x values ($1)\nparams: ${SECRET}`), {
      query: 'insert into x values ($1)',
      params: [SECRET],
      cause,
    });
    const logged = loggableError(error);
    expect(JSON.stringify(logged)).not.toContain(SECRET);
    expect(logged).toMatchObject({ code: '23514', constraint: 'no_secret', table: 'leavewords' });
    expect(logged.stack).toMatch(/^\s+at /);
  });

  it('keeps the message of an error that is not the database', () => {
    expect(loggableError(new TypeError('x is not a function'))).toMatchObject({
      type: 'TypeError',
      message: 'x is not a function',
    });
  });
});

/**
 * A forced database error on a real call: the server's own logger, writing to fd 1 as in
 * production, must not write what the donor sent.
 */
describe('the error line of a failed call', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.deps.database.db.execute(
      sql.raw(`alter table leavewords add constraint no_secret check (content <> '${SECRET}')`),
    );
  });
  afterAll(() => t.close());

  it('names the failure and holds no parameter value', async () => {
    const written: string[] = [];
    const capture = (chunk: unknown) =>
      written.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8'));
    const original = fs.writeSync.bind(fs) as (...args: unknown[]) => number;
    const writeSync = vi.spyOn(fs, 'writeSync').mockImplementation(((
      fd: number,
      chunk: unknown,
      ...rest: unknown[]
    ) => {
      if (fd !== 1 && fd !== 2) return original(fd, chunk, ...rest);
      capture(chunk);
      return typeof chunk === 'string' ? Buffer.byteLength(chunk) : (chunk as Uint8Array).byteLength;
    }) as typeof fs.writeSync);
    const stdout = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      capture(chunk);
      return true;
    });
    const logged = await buildApp({ ...t.deps, config: { ...t.deps.config, LOG_LEVEL: 'error' } });
    try {
      const { token } = await createUser(t.deps);
      const itemsId = await createItem(t.deps, { isLeaveMessage: true });
      const response = await logged.inject({
        method: 'POST',
        url: `${DONATEU}/items/insertLeaveword`,
        payload: { language: 'zh_CN', itemsId, content: SECRET },
        headers: { ...t.signHeaders(), authorization: token },
      });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toMatchObject({ code: -1 });
    } finally {
      await logged.close();
      writeSync.mockRestore();
      stdout.mockRestore();
    }
    const line = written.find((text) => text.includes('request failed')) ?? '';
    expect(line).toContain('23514');
    expect(line).toContain('no_secret');
    expect(written.join('')).not.toContain(SECRET);
  });
});
