import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database.ts';
import type { Database } from '../db/client.ts';
import { inline, sqlLiteral } from './sql-literal.ts';

let database: Database;
let dispose: () => Promise<void>;
beforeAll(async () => {
  ({ database, dispose } = await openTestDatabase());
});
afterAll(() => dispose());

const NASTY = [
  "it's",
  "'; drop table users; --",
  'back\\slash',
  "\\'; select 1; --",
  "E'\\x00'",
  '$$ dollar $$',
  '中文 爱心人士 😀',
  '-- comment',
  '/* comment */',
  '',
  '\n\r\t',
];

describe('inline SQL literals', () => {
  it.each(NASTY)('a string comes back exactly as it went in: %j', async (text) => {
    const [rows = []] = await database.script(inline`select ${text} as value`);
    expect(rows[0]?.value).toBe(text);
  });

  it('numbers, booleans, null, dates and JSON come back as they went in', async () => {
    const at = new Date('2026-01-02T03:04:05.678Z');
    const [rows = []] = await database.script(
      inline`select ${-5} - ${-3} as diff, ${true} as yes, ${null}::text as nothing, ${at} as at,
        ${{ json: { quote: "it's", list: [1, 2] } }} as doc`,
    );
    const row = rows[0] ?? {};
    expect(Number(row.diff)).toBe(-2);
    expect(row.yes).toBe(true);
    expect(row.nothing).toBeNull();
    expect((row.at as Date).toISOString()).toBe(at.toISOString());
    const doc = typeof row.doc === 'string' ? JSON.parse(row.doc) : row.doc;
    expect(doc).toEqual({ quote: "it's", list: [1, 2] });
  });

  it('refuses what it cannot write safely', () => {
    expect(() => sqlLiteral('a\0b')).toThrow();
    expect(() => sqlLiteral(Number.NaN)).toThrow();
    expect(() => sqlLiteral(new Date(Number.NaN))).toThrow();
  });

  it('a script is one transaction: an error in a later statement undoes the earlier ones', async () => {
    await database.script(inline`create table if not exists script_probe (id int primary key)`);
    await expect(
      database.script(inline`insert into script_probe values (${1}); insert into script_probe values (${1})`),
    ).rejects.toMatchObject({ code: '23505' });
    const [rows = []] = await database.script(inline`select count(*)::int as n from script_probe`);
    expect(rows[0]?.n).toBe(0);
  });
});
