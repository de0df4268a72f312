import { describe, expect, it } from 'vitest';
import { filterSearch, hiddenColumns, withHidden, withSaved } from './list-settings.ts';

describe('list settings', () => {
  it('hides only known columns the table may hide', () => {
    const params = new URLSearchParams('hide=mobile,actions,nonsense&page=2');
    expect(hiddenColumns(params, ['name', 'mobile', 'actions'], ['actions'])).toEqual(['mobile']);
  });

  it('writes the hidden columns into the address and drops the setting when none', () => {
    const params = new URLSearchParams('s=张&page=3');
    expect(withHidden(params, ['mobile', 'createdAt']).toString()).toBe(
      's=%E5%BC%A0&page=3&hide=mobile%2CcreatedAt',
    );
    expect(withHidden(new URLSearchParams('hide=a&s=x'), []).toString()).toBe('s=x');
  });

  it('saves the filters without the page or an open row, in one order', () => {
    const params = new URLSearchParams('status=PAID&page=4&order=Z123&from=2026-01-01&q=');
    expect(filterSearch(params, ['order'])).toBe('from=2026-01-01&status=PAID');
  });

  it('replaces a filter of the same name, newest first, at most 20', () => {
    const one = withSaved([], { name: ' 大额 ', search: 'a=1' });
    expect(one).toEqual([{ name: '大额', search: 'a=1' }]);
    const again = withSaved([...one, { name: '本月', search: 'b=2' }], { name: '大额', search: 'a=2' });
    expect(again).toEqual([
      { name: '大额', search: 'a=2' },
      { name: '本月', search: 'b=2' },
    ]);
    expect(withSaved(again, { name: '  ', search: 'c=3' })).toEqual(again);
    const many = Array.from({ length: 25 }, (_, i) => ({ name: `f${i}`, search: '' }));
    expect(withSaved(many, { name: 'new', search: '' })).toHaveLength(20);
  });
});
