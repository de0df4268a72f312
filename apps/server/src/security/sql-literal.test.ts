import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database.ts';
import type { Database } from '../db/client.ts';
import { executeSql, inline, type PreparedSql, prepareSql, sqlLiteral } from './sql-literal.ts';

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

describe('prepared statements run by EXECUTE (preparedScript)', () => {
  const ECHO: PreparedSql = {
    name: 'alma_test_echo',
    text: 'select $1::text as text, $2::bigint as n, $3::timestamptz as at, $4::jsonb as doc, $5::boolean as yes',
  };
  const PROBE_INSERT: PreparedSql = {
    name: 'alma_test_probe_insert',
    text: 'insert into prepared_probe values ($1::int) returning id',
  };

  it.each(NASTY)('a string comes back exactly as it went in: %j', async (text) => {
    const at = new Date('2026-01-02T03:04:05.678Z');
    const [rows = []] = await database.preparedScript([
      { statement: ECHO, params: [text, -12, at, { json: { text } }, false] },
    ]);
    const row = rows[0] ?? {};
    expect(row.text).toBe(text);
    expect(Number(row.n)).toBe(-12);
    expect((row.at as Date).toISOString()).toBe(at.toISOString());
    expect(typeof row.doc === 'string' ? JSON.parse(row.doc) : row.doc).toEqual({ text });
    expect(row.yes).toBe(false);
  });

  it('answers each statement’s rows, and runs them as one transaction', async () => {
    await database.script(inline`create table if not exists prepared_probe (id int primary key)`);
    const answered = await database.preparedScript([
      { statement: PROBE_INSERT, params: [1] },
      { statement: ECHO, params: ['two', 2, new Date(), { json: null }, true] },
    ]);
    expect(answered.map((rows) => rows.length)).toEqual([1, 1]);
    expect(answered[0]?.[0]?.id).toBe(1);
    await expect(
      database.preparedScript([
        { statement: PROBE_INSERT, params: [2] },
        { statement: PROBE_INSERT, params: [1] },
      ]),
    ).rejects.toMatchObject({ code: '23505' });
    const [rows = []] = await database.script(
      inline`select array_agg(id order by id) as ids from prepared_probe`,
    );
    expect(rows[0]?.ids).toEqual([1]);
    // After the failure the statements are still prepared and usable.
    await database.preparedScript([{ statement: PROBE_INSERT, params: [3] }]);
    expect(await database.prepared(PROBE_INSERT, [4])).toEqual([{ id: 4 }]);
  });

  it('many concurrent first calls prepare once', async () => {
    const statement: PreparedSql = { name: 'alma_test_concurrent', text: 'select $1::int + 1 as next' };
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, n) => database.preparedScript([{ statement, params: [n] }])),
    );
    expect(answers.map(([rows = []]) => rows[0]?.next)).toEqual(Array.from({ length: 30 }, (_, n) => n + 1));
  });

  it('names and values are written so nothing can be injected', () => {
    expect(() => prepareSql({ name: 'x; drop table users', text: 'select 1' })).toThrow();
    expect(() => executeSql({ name: 'Upper', text: 'select 1' }, [])).toThrow();
    expect(executeSql(ECHO, ["'; drop table users; --", 1, null, { json: 1 }, true]).text).toBe(
      `EXECUTE alma_test_echo(${sqlLiteral("'; drop table users; --")}, (1), NULL, '1'::jsonb, TRUE)`,
    );
  });
});
