import dayjs from 'dayjs';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderToHtml } from '../../../lib/render-to-text.test-helper.ts';
import '../messages.ts';
import { checkChallenge, type TChallengeForm } from './challenge-form.ts';
import { checkContest } from './contest-form.ts';

beforeAll(() => renderToHtml(null));
const t = i18next.t.bind(i18next);

const challenge: TChallengeForm = {
  sponsor: '张校友',
  itemId: 12,
  goalKind: 'donors',
  goal: 100,
  amount: 10_000,
  startTime: dayjs('2025-06-01 10:00'),
  endTime: dayjs('2025-06-01 22:00'),
};

describe('a challenge’s goal, judged by its kind', () => {
  it.each<[Partial<TChallengeForm>, string | null]>([
    [{}, null],
    [{ goal: 0 }, '目标捐赠人数不能小于 1'],
    [{ goal: 2.5 }, '目标捐赠人数须为整数'],
    [{ goal: 1_000_001 }, '目标捐赠人数不能大于 1000000'],
    [{ goal: null }, '请填写目标捐赠人数'],
    [{ goalKind: 'money', goal: 50_000.25 }, null],
    [{ goalKind: 'money', goal: 0 }, '目标筹款金额须大于0'],
    [{ goalKind: 'money', goal: 1.005 }, '目标筹款金额最多两位小数'],
  ])('%o: %s', (change, problem) => {
    const checked = checkChallenge({ ...challenge, ...change }, t);
    expect(checked.problems?.get('goal') ?? null).toBe(problem);
  });

  it('sends the goal and the sponsor’s amount as typed, times as minutes', () => {
    expect(checkChallenge({ ...challenge, goalKind: 'money', goal: 50_000.25 }, t).body).toEqual({
      sponsor: '张校友',
      itemId: 12,
      goalKind: 'money',
      goal: 50_000.25,
      amount: 10_000,
      startTime: '2025-06-01 10:00',
      endTime: '2025-06-01 22:00',
      donorField: '',
      donorValues: [],
    });
  });

  it('sends whose gifts count, and asks for the answers once a donor field is chosen', () => {
    const scoped = checkChallenge({ ...challenge, donorField: 'enrolYear', donorValues: [' 1986 '] }, t);
    expect(scoped.body).toMatchObject({ donorField: 'enrolYear', donorValues: ['1986'] });
    const missing = checkChallenge({ ...challenge, donorField: 'enrolYear', donorValues: [] }, t);
    expect(missing.body).toBeNull();
    expect(missing.problems?.get('donorValues')).toBeTruthy();
  });

  it('asks for the sponsor’s amount and a project', () => {
    const checked = checkChallenge({ ...challenge, amount: null, itemId: null }, t);
    expect(checked.problems?.get('amount')).toBe('请填写赞助金额');
    expect(checked.problems?.get('itemId')).toBe('请选择项目');
  });
});

describe('a contest', () => {
  it('sends its board and metric as the contract names them', () => {
    const checked = checkContest(
      {
        title: ' 整点冲榜 ',
        prize: '',
        board: 'college',
        metric: 'money',
        startTime: dayjs('2025-06-01 10:00'),
        endTime: dayjs('2025-06-01 12:00'),
      },
      t,
    );
    expect(checked.body).toEqual({
      title: '整点冲榜',
      prize: '',
      board: 'college',
      metric: 'money',
      startTime: '2025-06-01 10:00',
      endTime: '2025-06-01 12:00',
    });
  });

  it('refuses a title over its length, saying the limit', () => {
    const checked = checkContest({ title: '长'.repeat(61), board: 'project', metric: 'donors' }, t);
    expect(checked.problems?.get('title')).toBe('名称最多 60 个字');
    expect(checked.problems?.get('startTime')).toBe('请选择开始时间（北京时间）');
  });
});
