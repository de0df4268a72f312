import { describe, expect, it } from 'vitest';
import { checkProjectFields, checkSubItemRows, checkTogetherSettings } from './project-rules.ts';
import { ZTogetherSettingsWrite } from './project-together-settings.ts';
import { NEW_PROJECT, type TProjectFields, ZProjectFields } from './projects.ts';

const project = (change: Partial<TProjectFields>): TProjectFields => ({
  ...NEW_PROJECT,
  name: '项目',
  ...change,
});
const goods = { crowdType: 2 as const, materialName: '图书', materialUnit: '本', materialPrice: 50 };

describe('checkProjectFields', () => {
  it.each<[string, Partial<TProjectFields>, number, string | null]>([
    ['a new money project', {}, 1, null],
    ['goods with name, unit and price', goods, 1, null],
    ['goods without a unit price', { ...goods, materialPrice: 0 }, 1, 'materialPrice'],
    ['goods without a material name', { ...goods, materialName: '' }, 1, 'materialName'],
    ['goods without a unit', { ...goods, materialUnit: '' }, 1, 'materialUnit'],
    ['fixed amounts on but none given', { isFixMoney: true }, 1, 'fixMoney'],
    [
      'a fixed amount of 0',
      { isFixMoney: true, fixMoney: [{ title: 'a', money: 0 }] },
      1,
      'fixMoney.0.money',
    ],
    [
      'a fixed amount over the single-donation limit',
      { isFixMoney: true, fixMoney: [{ title: 'a', money: 10_000_000.01 }] },
      1,
      'fixMoney.0.money',
    ],
    [
      'fixed amounts only',
      { isFixMoney: true, isHandMoney: false, fixMoney: [{ title: 'a', money: 10 }] },
      1,
      null,
    ],
    ['no fixed amounts and no free entry', { isHandMoney: false }, 1, 'isHandMoney'],
    ['a naming project prices its own objects', { isHandMoney: false }, 2, null],
    ['a money target of 0', { isTarget: true }, 1, 'targetMoney'],
    ['a money target', { isTarget: true, targetMoney: 5000 }, 1, null],
    [
      'a goods target counts units',
      { ...goods, isTarget: true, targetMoney: 100 },
      1,
      'targetMaterialNumber',
    ],
    ['a goods target', { ...goods, isTarget: true, targetMaterialNumber: 500 }, 1, null],
    ['a money limit of 0', { isLimit: true }, 1, 'limitMoney'],
    ['a goods limit of 0', { ...goods, isLimit: true }, 1, 'limitMaterialNumber'],
    ['donating closed without a reason', { isDonate: false }, 1, 'noReason'],
    ['donating closed with a reason', { isDonate: false, noReason: '已结束' }, 1, null],
    ['a ranking without sub-projects', { isSubRank: true }, 1, 'isSubRank'],
    ['ranked sub-projects', { isSub: true, isSubRank: true }, 1, null],
  ])('%s', (_name, change, itemsType, field) => {
    expect(checkProjectFields(project(change), itemsType)?.field ?? null).toBe(field);
  });

  it.each([
    [0, 'admin.project.fixMoneyPositive'],
    [-100, 'admin.project.fixMoneyPositive'],
    [10_000_000.01, 'admin.project.fixMoneyTooLarge'],
    // Too large to be written in digits: still "too large", never "must be above 0" (defect 5).
    [1e21, 'admin.project.fixMoneyTooLarge'],
  ])('says why a fixed amount of %s is refused', (money, key) => {
    expect(checkProjectFields(project({ isFixMoney: true, fixMoney: [{ title: 'a', money }] }))?.key).toBe(
      key,
    );
  });
});

describe('the field schema', () => {
  const parse = (change: Record<string, unknown>) =>
    ZProjectFields.safeParse({ ...NEW_PROJECT, name: 'x', ...change });

  it.each<[string, Record<string, unknown>, boolean]>([
    ['a target below 0', { targetMoney: -1 }, false],
    ['three decimals', { materialPrice: 1.005 }, false],
    ['two decimals', { materialPrice: 1.05 }, true],
    ['a NUL in the name', { name: 'a\u0000b' }, false],
    ['a line break in the name', { name: 'a\nb' }, false],
    ['a line break in the intro', { intro: 'a\nb' }, true],
    ['a picture from elsewhere', { thumbnailImg: 'https://evil.example/x.png' }, false],
    ['a picture stored here', { coverList: ['/files/console/202601/abcdefghijklmnopqrstuv.png'] }, true],
    ['a javascript: link', { linkUrl: 'javascript:alert(1)' }, false],
    ['a web link', { linkUrl: 'https://example.org/page?a=1' }, true],
    ['an in-app route', { linkUrl: '#/seat?id=4' }, true],
    ['an in-app route without the hash', { linkUrl: 'subject-detail?id=3' }, true],
    ['crowd type 3', { crowdType: 3 }, false],
    [
      'English texts as long as the Chinese may be',
      { nameEn: 'n'.repeat(60), materialUnitEn: 'u'.repeat(10) },
      true,
    ],
    ['an English name longer than the Chinese may be', { nameEn: 'n'.repeat(61) }, false],
    ['an English intro longer than the Chinese may be', { introEn: 'i'.repeat(301) }, false],
    ['an English material name of 21', { materialNameEn: 'm'.repeat(21) }, false],
    ['an English unit of 11', { materialUnitEn: 'u'.repeat(11) }, false],
    ['a line break in the English name', { nameEn: 'a\nb' }, false],
    ['a line break in the English intro', { introEn: 'a\nb' }, true],
  ])('%s', (_name, change, ok) => {
    expect(parse(change).success).toBe(ok);
  });
});

describe('checkSubItemRows and checkTogetherSettings', () => {
  it('refuses two sub-projects of one name', () => {
    expect(checkSubItemRows([{ name: '文学院' }, { name: '理学院' }])).toBeNull();
    expect(checkSubItemRows([{ name: '文学院' }, { name: '文学院' }])?.field).toBe('rows.1.name');
  });

  it('refuses two sub-projects of one English name; several without one are fine', () => {
    const arts = { name: '文学院', nameEn: 'Arts' };
    expect(checkSubItemRows([arts, { name: '理学院', nameEn: '' }, { name: '工学院' }])).toBeNull();
    expect(checkSubItemRows([arts, { name: '艺术学院', nameEn: 'Arts' }])?.field).toBe('rows.1.nameEn');
  });

  it('refuses a slogan or a chip offered twice, and chips of 0', () => {
    const base = {
      sloganList: ['a', 'b'],
      moneyList: [{ title: '1千', money: 1000 }],
      isHandMoney: true,
      isNoTarget: true,
    };
    expect(checkTogetherSettings(base)).toBeNull();
    expect(checkTogetherSettings({ ...base, sloganList: ['a', 'a'] })?.field).toBe('sloganList.1');
    const twice = { ...base, moneyList: [...base.moneyList, { title: '一千', money: 1000 }] };
    expect(checkTogetherSettings(twice)?.field).toBe('moneyList.1.money');
    expect(ZTogetherSettingsWrite.safeParse({ ...base, moneyList: [{ title: 'x', money: 0 }] }).success).toBe(
      false,
    );
  });
});
