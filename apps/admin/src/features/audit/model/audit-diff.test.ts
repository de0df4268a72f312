import { describe, expect, it } from 'vitest';
import { auditDiff } from './audit-diff.ts';

describe('auditDiff', () => {
  it('lists a change of role and name, changed fields first', () => {
    expect(
      auditDiff(
        { username: 'li', role: 'finance', displayName: '李', disabled: false },
        { username: 'li', role: 'fulfilment', displayName: '李四', disabled: false },
      ),
    ).toEqual([
      { path: 'role', before: 'finance', after: 'fulfilment', change: 'changed' },
      { path: 'displayName', before: '李', after: '李四', change: 'changed' },
      { path: 'username', before: 'li', after: 'li', change: 'same' },
      { path: 'disabled', before: 'false', after: 'false', change: 'same' },
    ]);
  });

  it('shows a creation as added fields and a deletion as removed ones', () => {
    expect(auditDiff(null, { role: 'finance' })).toEqual([
      { path: 'role', before: null, after: 'finance', change: 'added' },
    ]);
    expect(auditDiff({ role: 'finance' }, null)).toEqual([
      { path: 'role', before: 'finance', after: null, change: 'removed' },
    ]);
  });

  it('follows nested objects and arrays to their leaves', () => {
    expect(
      auditDiff(
        { form: { address: '江苏省****1号' }, covers: ['a.png'] },
        { form: { address: '江苏省****2号' }, covers: ['a.png', 'b.png'], tags: [] },
      ),
    ).toEqual([
      { path: 'form.address', before: '江苏省****1号', after: '江苏省****2号', change: 'changed' },
      { path: 'covers[1]', before: null, after: 'b.png', change: 'added' },
      { path: 'tags', before: null, after: '[]', change: 'added' },
      { path: 'covers[0]', before: 'a.png', after: 'a.png', change: 'same' },
    ]);
  });

  it('has nothing to show for an action without snapshots', () => {
    expect(auditDiff(null, null)).toEqual([]);
    expect(auditDiff(undefined, undefined)).toEqual([]);
  });

  it('shows a bare value', () => {
    expect(auditDiff(1, 2)).toEqual([{ path: '(value)', before: '1', after: '2', change: 'changed' }]);
  });
});
