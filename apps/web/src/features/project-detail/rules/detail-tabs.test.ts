import { describe, expect, it } from 'vitest';
import { activeTab, visibleTabs } from './detail-tabs.ts';

const none = {
  isRecord: 0,
  isDonateTogether: 0,
  isProgress: 0,
  isLeaveMessage: 0,
  isInstruction: 0,
} as const;

describe('visibleTabs', () => {
  it.each([
    [{ ...none }, ['detail']],
    [{ ...none, isRecord: 1 }, ['detail', 'record']],
    [{ ...none, isLeaveMessage: 1, isAuditMessage: 1 }, ['detail', 'message']],
    [
      { isRecord: 1, isDonateTogether: 1, isProgress: 1, isLeaveMessage: 1, isInstruction: 1 },
      ['detail', 'record', 'together', 'progress', 'message', 'instruction'],
    ],
    [{ ...none, isInstruction: 1, isDonateTogether: 1 }, ['detail', 'together', 'instruction']],
  ] as const)('%o → %o', (flags, tabs) => {
    expect(visibleTabs(flags)).toEqual(tabs);
  });
});

describe('activeTab', () => {
  const visible = visibleTabs({ ...none, isRecord: 1, isProgress: 1 });
  it.each([
    [null, 'detail'],
    ['record', 'record'],
    ['progress', 'progress'],
    ['message', 'detail'],
    ['nonsense', 'detail'],
    ['', 'detail'],
  ] as const)('%s → %s', (requested, tab) => {
    expect(activeTab(requested, visible)).toBe(tab);
  });
});
