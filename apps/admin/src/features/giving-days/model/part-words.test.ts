import type { TAdminGivingDay, TAdminPool } from '@alma/shared/admin-api/giving-days';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderToHtml } from '../../../lib/render-to-text.test-helper.ts';
import '../messages.ts';
import { boardText, donorFieldsOf } from './donor-fields.ts';
import { fairText, poolRulesText, poolScopeText, ratioText } from './pool-words.ts';
import { windowText } from './shown-values.ts';

// i18next is set up (both catalogues) by drawing once in Chinese.
beforeAll(() => renderToHtml(null));
const t = i18next.t.bind(i18next);

const pool: TAdminPool = {
  id: 31,
  sponsor: '校友会',
  size: 100_000,
  ratioPercent: 100,
  minGift: 0,
  giftCap: null,
  donorCap: null,
  donorGiftsPerDay: null,
  startTime: '2025-06-01 10:00:00',
  endTime: '2025-06-01 22:00:00',
  fairReleaseSeconds: 0,
  itemIds: [],
  donorField: '',
  donorValues: [],
  state: 'upcoming',
  reserved: 0,
  confirmed: 0,
  free: 100_000,
  batchSharedTime: null,
};

const day = {
  items: [
    { id: 12, name: '图书馆修缮' },
    { id: 13, name: '奖学金' },
  ],
} as TAdminGivingDay;

const fields = donorFieldsOf([
  {
    fieldList: [
      {
        fieldName: 'college',
        fieldShowName: '学院',
        fieldUiType: 'select',
        optionList: [{ id: 1, title: '计算机学院' }],
      },
      { fieldName: 'mobile', fieldShowName: '手机号', fieldUiType: 'mobile' },
      { fieldName: 'classYear', fieldShowName: '届别', fieldUiType: 'year' },
    ].map((field) => ({
      ...field,
      inputTip: '',
      isRequire: 0,
      isLengthLimit: 0,
      lengthMin: 0,
      lengthMax: 0,
      isShowConfig: 0,
      conditionFieldName: '',
      conditionFieldValue: '',
    })) as never,
  },
]);

describe('a pool in words', () => {
  it.each([
    [100, '每捐 1 元配 1 元'],
    [50, '每捐 1 元配 0.5 元'],
    [250, '每捐 1 元配 2.5 元'],
    [33, '每捐 1 元配 0.33 元'],
  ])('ratio %s%% reads %s', (ratio, words) => {
    expect(ratioText(t, ratio)).toBe(words);
  });

  it('lists its limits in the order the server applies them, or says there are none', () => {
    expect(poolRulesText(t, pool)).toEqual(['不限']);
    expect(
      poolRulesText(t, { ...pool, minGift: 10, donorGiftsPerDay: 3, giftCap: 500, donorCap: 2_000 }),
    ).toEqual([
      '单笔满 ¥10.00 才配捐',
      '每位捐赠人每天最多配捐 3 笔',
      '每笔最多配 ¥500.00',
      '每位捐赠人最多配 ¥2,000.00',
    ]);
  });

  it('says its fair start and when its batch was shared', () => {
    expect(fairText(t, pool)).toBe('不启用');
    expect(fairText(t, { ...pool, fairReleaseSeconds: 60, batchSharedTime: '2025-06-01 10:01:02' })).toBe(
      '开放后 60 秒内的捐赠按比例分配；已于 2025-06-01 10:01 分配',
    );
  });

  it('names the projects and donors it matches by their words', () => {
    expect(poolScopeText(t, pool, day, fields)).toBe('全部参与项目');
    expect(
      poolScopeText(
        t,
        { ...pool, itemIds: [13], donorField: 'college', donorValues: ['1', '物理学院'] },
        day,
        fields,
      ),
    ).toBe('奖学金；仅限“学院”为 计算机学院、物理学院 的捐赠人');
  });
});

describe('donor fields of the projects’ forms', () => {
  it('offers every field once, but none that would put personal details on a board', () => {
    expect(fields.map((field) => field.name)).toEqual(['college', 'classYear']);
  });

  it('names a contest’s board in words', () => {
    expect(boardText(t, 'project', fields)).toBe('按项目');
    expect(boardText(t, 'fundraiser', fields)).toBe('按筹款人（一起捐发起人）');
    expect(boardText(t, 'classYear', fields)).toBe('按“届别”');
  });
});

describe('a window', () => {
  it('is shown to the minute, the end without its date on the same day', () => {
    expect(windowText('2025-06-01 10:00:00', '2025-06-01 22:00:59')).toBe('2025-06-01 10:00 – 22:00');
    expect(windowText('2025-06-01 10:00', '2025-06-02 02:00')).toBe('2025-06-01 10:00 – 2025-06-02 02:00');
  });
});
