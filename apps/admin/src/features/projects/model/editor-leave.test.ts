import { describe, expect, it } from 'vitest';
import { editorMoveOf, editsAtRisk, tabOfPart } from './editor-leave.ts';
import { EDITOR_TABS } from './editor-tabs.ts';

const at = (search: string, pathname = '/projects') => ({ pathname, search });
const ORDER = EDITOR_TABS.map((tab) => tab.key);

describe('editorMoveOf', () => {
  it.each([
    ['the same address', at('?edit=3&tab=progress'), at('?edit=3&tab=progress'), 'stay'],
    ['the same query in another order', at('?tab=progress&edit=3'), at('?edit=3&tab=progress'), 'stay'],
    ['another tab', at('?edit=3'), at('?edit=3&tab=together'), 'tab'],
    ['back to the first tab', at('?edit=3&tab=together'), at('?edit=3&tab=settings'), 'tab'],
    ['the list (breadcrumb)', at('?edit=3&tab=progress'), at(''), 'leave'],
    ['another project', at('?edit=3'), at('?edit=4'), 'leave'],
    ['the form builder', at('?edit=3'), at('?form=3'), 'leave'],
    ['a new project opening after its save', at('?edit=new'), at('?edit=12'), 'leave'],
    ['another screen (side menu)', at('?edit=3'), at('', '/donors'), 'leave'],
    ['the sign-in screen', at('?edit=3'), at('?redirect=%2Fprojects', '/login'), 'leave'],
  ])('%s', (_name, current, next, move) => {
    expect(editorMoveOf(current, next)).toBe(move);
  });
});

describe('editsAtRisk', () => {
  it('asks nothing while nothing is unsaved, or when the address stays', () => {
    expect(editsAtRisk('leave', [], 'settings', ORDER)).toBeNull();
    expect(editsAtRisk('stay', ['settings'], 'settings', ORDER)).toBeNull();
  });

  it('leaving names every tab with unsaved edits once, in the editor’s order', () => {
    expect(editsAtRisk('leave', ['together', 'settings:content', 'settings'], 'progress', ORDER)).toEqual({
      kind: 'leave',
      tabs: ['settings', 'together'],
    });
  });

  it('a change of tab asks only for the open tab’s edits', () => {
    expect(editsAtRisk('tab', ['together'], 'settings', ORDER)).toBeNull();
    expect(editsAtRisk('tab', ['together', 'settings:content'], 'settings', ORDER)).toEqual({
      kind: 'tab',
      tabs: ['settings'],
    });
  });

  it('a part names its tab', () => {
    expect(tabOfPart('settings:content')).toBe('settings');
    expect(tabOfPart('progress')).toBe('progress');
  });
});
