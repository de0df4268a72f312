import { describe, expect, it } from 'vitest';
import { filterSearch, hiddenColumns, withHidden } from './list-settings.ts';

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
});
