import { beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../test/memory-storage.ts';
import {
  DEFAULT_FLOW,
  editPath,
  flowNamed,
  flowOfBill,
  flowOfPath,
  formPath,
  isFormRoute,
  rememberBillFlow,
  seatPath,
  successPath,
} from './naming-flow.ts';

const JNU = flowNamed('jnu');

describe('the flow of a route (doc 4 §2.1)', () => {
  it.each([
    ['/seat', 'default'],
    ['/form-gm', 'default'],
    ['/seat-naming-jnu', 'default'],
    ['/seat-naming-jnu/seat', 'jnu'],
    ['/seat-naming-jnu/form', 'jnu'],
    ['/seat-naming-jnu/edit', 'jnu'],
    ['/seat-naming-jnu/success', 'jnu'],
    ['/seat-naming-jnux/seat', 'default'],
    ['/tree-naming-hhu/form', 'hhu'],
    ['/tree-naming-hhu/success', 'hhu'],
    ['/tree-naming-hhu', 'default'],
  ])('%s → %s', (pathname, name) => {
    expect(flowOfPath(pathname).name).toBe(name);
  });

  it('only the jnu campaign is alumni-only', () => {
    expect(JNU.alumniOnly).toBe(true);
    expect(DEFAULT_FLOW.alumniOnly).toBe(false);
    expect(flowNamed('nonsense')).toBe(DEFAULT_FLOW);
    expect(flowNamed('hhu')).toMatchObject({ name: 'hhu', alumniOnly: false });
  });
});

describe('each step leads to the same flow’s next route', () => {
  it.each([
    [
      DEFAULT_FLOW,
      '/seat?id=16',
      '/form-gm?id=16&namingType=1',
      '/edit?id=16&namingType=1&name=%E6%9E%97',
      '/success?billNo=B1',
    ],
    [
      JNU,
      '/seat-naming-jnu/seat?id=16',
      '/seat-naming-jnu/form?id=16&namingType=1',
      '/seat-naming-jnu/edit?id=16&namingType=1&name=%E6%9E%97',
      '/seat-naming-jnu/success?billNo=B1',
    ],
    [
      flowNamed('hhu'),
      '/tree-naming-hhu/seat?id=16',
      '/tree-naming-hhu/form?id=16&namingType=1',
      '/tree-naming-hhu/edit?id=16&namingType=1&name=%E6%9E%97',
      '/tree-naming-hhu/success?billNo=B1',
    ],
  ])('%o', (flow, seat, form, edit, success) => {
    expect(seatPath(flow, 16)).toBe(seat);
    expect(formPath(flow, 16, 1)).toBe(form);
    expect(editPath(flow, 16, 1, '林')).toBe(edit);
    expect(successPath(flow, 'B1')).toBe(success);
    expect(isFormRoute(flow, form.split('?')[0] ?? '')).toBe(true);
  });

  it('the other flow’s form is not this flow’s', () => {
    expect(isFormRoute(JNU, '/form-gm')).toBe(false);
    expect(isFormRoute(DEFAULT_FLOW, '/seat-naming-jnu/form')).toBe(false);
  });
});

describe('the flow of a placed order, for the payment’s return', () => {
  beforeEach(() => {
    vi.stubGlobal('localStorage', memoryStorage());
  });

  it('is remembered by bill number; an unknown bill is the general flow', () => {
    rememberBillFlow('B1', JNU);
    expect(flowOfBill('B1')).toBe(JNU);
    expect(flowOfBill('B2')).toBe(DEFAULT_FLOW);
  });

  it('keeps only the last ten orders, and nothing for the general flow', () => {
    for (let n = 0; n < 12; n++) rememberBillFlow(`B${n}`, JNU);
    rememberBillFlow('G', DEFAULT_FLOW);
    expect(flowOfBill('B0')).toBe(DEFAULT_FLOW);
    expect(flowOfBill('B2')).toBe(JNU);
    expect(flowOfBill('B11')).toBe(JNU);
    expect(JSON.parse(localStorage.getItem('naming.flowBills') ?? '[]')).toHaveLength(10);
  });

  it('reads unreadable storage as nothing remembered', () => {
    localStorage.setItem('naming.flowBills', '{broken');
    expect(flowOfBill('B1')).toBe(DEFAULT_FLOW);
    localStorage.setItem('naming.flowBills', '[["B1"],5,["B2","jnu"]]');
    expect(flowOfBill('B2')).toBe(JNU);
  });
});
