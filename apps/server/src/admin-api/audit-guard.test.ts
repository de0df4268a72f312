import { describe, expect, it } from 'vitest';
import { leftNoAuditRow } from './audit-guard.ts';

const finance = ['administrator', 'finance'] as const;

describe('a staff write that leaves no audit row', () => {
  it.each([
    // method, status, permission, audit rows written → caught
    ['POST', 200, finance, 0, true],
    ['PUT', 204, 'staff', 0, true],
    ['PATCH', 201, finance, 0, true],
    ['DELETE', 204, finance, 0, true],
    ['POST', 200, finance, 1, false],
    ['PUT', 200, finance, 3, false],
    // Reads, refusals and failures change nothing.
    ['GET', 200, finance, 0, false],
    ['HEAD', 200, finance, 0, false],
    ['POST', 400, finance, 0, false],
    ['POST', 403, finance, 0, false],
    ['POST', 500, finance, 0, false],
    // Sign-in is public (no staff member yet), and unknown routes answer 404 before any handler.
    ['POST', 200, 'public', 0, false],
    ['POST', 200, undefined, 0, false],
  ] as const)('%s answered %i (%j) with %i rows: %s', (method, status, permission, rows, caught) => {
    expect(leftNoAuditRow({ method, status, permission, auditRows: rows })).toBe(caught);
  });

  it('lets a write that found nothing to change say so', () => {
    expect(
      leftNoAuditRow({ method: 'PUT', status: 204, permission: finance, auditRows: 0, unchanged: true }),
    ).toBe(false);
  });

  it('is not judged without a signed-in staff member', () => {
    expect(leftNoAuditRow({ method: 'POST', status: 200, permission: finance, auditRows: null })).toBe(false);
  });
});
