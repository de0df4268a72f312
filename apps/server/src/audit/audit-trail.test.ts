import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffMember, signedInAs } from '../../test/admin-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { maskPersonal } from './mask-personal.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type AuditPage = {
  rows: Array<{ action: string; staffUsername: string; targetId: string; before: unknown; after: unknown }>;
  total: number;
};

describe('the audit trail', () => {
  it('records who, what and before/after for each staff write, never a password or secret', async () => {
    const admin = await signedInAs(t, 'administrator');
    const member = await createStaffMember(t, 'finance');
    await admin.call('PATCH', `/staff/${member.id}`, { role: 'fulfilment', displayName: '改名' });
    await admin.call('POST', `/staff/${member.id}/reset-password`, { password: 'another-long-password' });
    await admin.call('POST', `/staff/${member.id}/reset-totp`, {});
    const page = await admin.call<AuditPage>('GET', '/audit', undefined, {
      targetType: 'staff',
      targetId: String(member.id),
    });
    expect(page.status).toBe(200);
    const actions = page.body.rows.map((row) => row.action);
    expect(actions).toEqual(['staff.resetTotp', 'staff.resetPassword', 'staff.update', 'staff.create']);
    const update = page.body.rows.find((row) => row.action === 'staff.update');
    expect(update).toMatchObject({
      staffUsername: admin.member.username,
      before: { role: 'finance' },
      after: { role: 'fulfilment', displayName: '改名' },
    });
    const text = JSON.stringify(page.body);
    expect(text).not.toContain('another-long-password');
    expect(text).not.toContain(member.secret);
    const signIns = await admin.call<AuditPage>('GET', '/audit', undefined, {
      action: 'session.signIn',
      targetId: String(admin.member.id),
    });
    expect(signIns.body.total).toBe(1);
  });

  it('is append-only: the database refuses UPDATE, DELETE and TRUNCATE', async () => {
    await createStaffMember(t, 'finance');
    const db = t.deps.database.db;
    // drizzle wraps the database's error; the trigger's words are in its cause.
    const refusal = (run: Promise<unknown>) =>
      run.then(
        () => 'allowed',
        (error: Error & { cause?: Error }) => String(error.cause?.message ?? error.message),
      );
    expect(await refusal(db.execute(sql`update audit_log set action = 'forged'`))).toMatch(
      /append-only \(UPDATE/,
    );
    expect(await refusal(db.execute(sql`delete from audit_log`))).toMatch(/append-only \(DELETE/);
    expect(await refusal(db.execute(sql`truncate audit_log`))).toMatch(/append-only \(TRUNCATE/);
    const rows = await db.execute(sql`select count(*)::int as n from audit_log where action = 'forged'`);
    expect((rows as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0).toBe(0);
  });

  it('masks personal data at any depth and drops secrets', () => {
    expect(
      maskPersonal({
        mobile: '13812345678',
        form: { address: '江苏省南京市鼓楼区北京西路1号', idNo: '110101199003070011' },
        password: 'x',
        name: '张三',
      }),
    ).toEqual({
      mobile: '138****5678',
      form: { address: '江苏省********西路1号', idNo: '110***********0011' },
      password: '[secret]',
      name: '张三',
    });
  });
});
