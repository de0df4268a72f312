import { describe, expect, it } from 'vitest';
import { flowNamed } from '../../../lib/naming-flow.ts';
import {
  currentHistoryIndex,
  failureTarget,
  formPath,
  type PaybackAnswer,
  pollPayback,
} from './payback-poll.ts';

function scripted(answers: PaybackAnswer[]) {
  const asked: number[] = [];
  const waits: number[] = [];
  let call = 0;
  return {
    asked,
    waits,
    check: async () => {
      asked.push(call);
      return answers[call++] ?? 'pending';
    },
    sleep: async (ms: number) => {
      waits.push(ms);
    },
  };
}

describe('pollPayback', () => {
  it.each<[PaybackAnswer[], number, string, number]>([
    [['paid'], 5, 'paid', 1],
    [['pending', 'pending', 'paid'], 5, 'paid', 3],
    [['pending', 'pending', 'pending', 'pending', 'pending', 'paid'], 5, 'unpaid', 5],
    [['pending', 'refused', 'paid'], 5, 'refused', 2],
    [[], 1, 'unpaid', 1],
  ])('%j with %i tries → %s after %i calls', async (answers, tries, outcome, calls) => {
    const script = scripted(answers);
    const result = await pollPayback(script.check, {
      tries,
      intervalMs: 1000,
      isCancelled: () => false,
      sleep: script.sleep,
    });
    expect(result).toBe(outcome);
    expect(script.asked).toHaveLength(calls);
    // It waits between calls, never before the first.
    expect(script.waits).toEqual(Array(calls - 1).fill(1000));
  });

  it('stops asking once cancelled', async () => {
    const script = scripted([]);
    let cancelled = false;
    const result = await pollPayback(
      async () => {
        cancelled = true;
        return script.check();
      },
      {
        tries: Number.POSITIVE_INFINITY,
        intervalMs: 2000,
        isCancelled: () => cancelled,
        sleep: script.sleep,
      },
    );
    expect(result).toBe('cancelled');
    expect(script.asked).toHaveLength(1);
  });
});

describe('failureTarget', () => {
  it.each([
    ['14', 0, { kind: 'form', itemsId: 14 }],
    ['14', 3, { kind: 'form', itemsId: 14 }],
    [null, 2, { kind: 'back' }],
    [null, 0, { kind: 'home' }],
    ['abc', 0, { kind: 'home' }],
    ['0', 1, { kind: 'back' }],
    ['-3', 0, { kind: 'home' }],
  ])('itemsId %s, history index %i → %j', (itemsId, index, target) => {
    expect(failureTarget(itemsId, index)).toEqual(target);
  });

  it.each([
    ['16', '1', { kind: 'form', itemsId: 16, namingType: 1 }, '/form-gm?id=16&namingType=1'],
    ['17', '2', { kind: 'form', itemsId: 17, namingType: 2 }, '/form-gm?id=17&namingType=2'],
    ['3', '0', { kind: 'form', itemsId: 3 }, '/form?id=3'],
    ['3', 'x', { kind: 'form', itemsId: 3 }, '/form?id=3'],
  ] as const)('itemsId %s with namingType %s → %j, %s', (itemsId, namingType, target, path) => {
    const found = failureTarget(itemsId, 0, namingType);
    expect(found).toStrictEqual(target);
    if (found.kind === 'form') expect(formPath(found)).toBe(path);
  });
  it('a jnu campaign order goes back to the campaign’s form', () => {
    expect(formPath({ itemsId: 16, namingType: 1 }, flowNamed('jnu'))).toBe(
      '/seat-naming-jnu/form?id=16&namingType=1',
    );
    expect(formPath({ itemsId: 3 }, flowNamed('jnu'))).toBe('/form?id=3');
  });
});

describe('currentHistoryIndex', () => {
  it.each([
    [{ idx: 2, key: 'x' }, 2],
    [{ idx: 0 }, 0],
    [null, 0],
    [{ usr: null }, 0],
    ['text', 0],
  ])('%j → %i', (state, index) => {
    expect(currentHistoryIndex(state)).toBe(index);
  });
});
