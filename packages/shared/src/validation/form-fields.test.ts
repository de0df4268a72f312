import { describe, expect, it } from 'vitest';
import {
  type FieldValues,
  type FormField,
  fieldPlaceholder,
  fieldProblemText,
  firstFieldProblem,
  isEmptyValue,
  isFieldVisible,
  visibleValues,
} from './form-fields.ts';

function field(fieldName: string, extra: Partial<FormField> = {}): FormField {
  return {
    fieldName,
    fieldShowName: fieldName,
    fieldUiType: 'input',
    inputTip: '',
    isRequire: 0,
    isLengthLimit: 0,
    lengthMin: 0,
    lengthMax: 0,
    isShowConfig: 0,
    conditionFieldName: '',
    conditionFieldValue: '',
    ...extra,
  };
}

const identity = field('identity', { fieldShowName: '身份', fieldUiType: 'radio' });
const grade = field('grade', {
  fieldShowName: '届别',
  isShowConfig: 1,
  conditionFieldName: 'identity',
  conditionFieldValue: '1,2',
});
const major = field('major', {
  fieldShowName: '专业',
  isShowConfig: 1,
  conditionFieldName: 'grade',
  conditionFieldValue: '2020',
});
const form = [identity, grade, major];

describe('isFieldVisible', () => {
  it.each<[string, FieldValues, boolean, boolean]>([
    ['condition not chosen', {}, false, false],
    ['a listed value', { identity: '2' }, true, false],
    ['a listed value as a number', { identity: 1 }, true, false],
    ['an unlisted value', { identity: '3' }, false, false],
    ['a chain: shown while its condition is shown', { identity: '1', grade: '2020' }, true, true],
    ['a chain: hidden with its hidden condition', { identity: '3', grade: '2020' }, false, false],
  ])('%s', (_case, values, gradeShown, majorShown) => {
    expect(isFieldVisible(grade, form, values)).toBe(gradeShown);
    expect(isFieldVisible(major, form, values)).toBe(majorShown);
  });

  it('a field without a condition always shows, and a condition loop hides both', () => {
    expect(isFieldVisible(identity, form, {})).toBe(true);
    const a = field('a', { isShowConfig: 1, conditionFieldName: 'b', conditionFieldValue: 'x' });
    const b = field('b', { isShowConfig: 1, conditionFieldName: 'a', conditionFieldValue: 'x' });
    expect(isFieldVisible(a, [a, b], { a: 'x', b: 'x' })).toBe(false);
  });
});

describe('isEmptyValue', () => {
  it.each<[unknown, boolean]>([
    [undefined, true],
    [null, true],
    ['', true],
    ['  ', true],
    [[], true],
    [0, false],
    [false, false],
    ['0', false],
    [['110000'], false],
  ])('%j → %s', (value, empty) => {
    expect(isEmptyValue(value as never)).toBe(empty);
  });
});

describe('firstFieldProblem', () => {
  const name = field('name', { fieldShowName: '姓名', isRequire: 1, inputTip: '请输入您的姓名' });
  const city = field('city', { fieldShowName: '城市', fieldUiType: 'select', isRequire: 1 });
  const bio = field('bio', { fieldShowName: '简介', isLengthLimit: 1, lengthMin: 2, lengthMax: 5 });
  const note = field('note', { fieldShowName: '备注', fieldUiType: 'textarea' });
  const phone = field('phone', { fieldShowName: '手机', fieldUiType: 'mobile' });
  const count = field('count', { fieldShowName: '人数', fieldUiType: 'number' });
  const gift = field('gift', { fieldShowName: '金额', fieldUiType: 'number', isIntegerMoney: 1 });
  const fields = [name, city, bio, note, phone, count, gift];
  const ok: FieldValues = { name: '张三', city: '1' };

  it.each<[string, FieldValues, string | null]>([
    ['all fine', ok, null],
    ['the first required empty field shows its placeholder', {}, '请输入您的姓名'],
    ['a select without a tip asks to choose', { name: '张三' }, '请选择城市'],
    ['0 is a value', { name: '张三', city: 0 }, null],
    ['below the minimum length', { ...ok, bio: '短' }, '简介长度不得小于2'],
    ['above the maximum length', { ...ok, bio: '太长了太长了' }, '长度不得大于5'],
    ['length counts characters, not bytes', { ...ok, bio: '😀😀' }, null],
    ['a textarea takes 200', { ...ok, note: '字'.repeat(200) }, null],
    ['but not 201', { ...ok, note: '字'.repeat(201) }, '长度不得大于200'],
    ['a mainland mobile of 10 digits', { ...ok, phone: '86-1380000000' }, '请输入合法的手机号'],
    ['a bare mainland mobile', { ...ok, phone: '13800000000' }, null],
    ['a Hong Kong mobile', { ...ok, phone: '852-91234567' }, null],
    ['a number with decimals', { ...ok, count: '1.5' }, '必须是正整数'],
    ['a zero number', { ...ok, count: '0' }, '必须是正整数'],
    ['a negative number', { ...ok, count: -3 }, '必须是正整数'],
    ['integer money with decimals', { ...ok, gift: '10.5' }, '请输入整数金额'],
    ['an optional empty field is skipped', { ...ok, count: '' }, null],
  ])('%s', (_case, values, message) => {
    const problem = firstFieldProblem(fields, values, 'zh_CN');
    expect(problem ? fieldProblemText(problem, 'zh_CN') : null).toBe(message);
  });

  it('skips hidden fields, however wrong their values', () => {
    const hiddenRequired = { ...grade, isRequire: 1 };
    expect(firstFieldProblem([identity, hiddenRequired], { identity: '3' }, 'zh_CN')).toBeNull();
    expect(firstFieldProblem([identity, hiddenRequired], { identity: '1' }, 'zh_CN')).toMatchObject({
      fieldName: 'grade',
      kind: 'empty',
      placeholder: '请输入届别',
    });
  });

  it('speaks English when asked', () => {
    const problem = firstFieldProblem([bio], { bio: 'x' }, 'English');
    expect(problem && fieldProblemText(problem, 'English')).toBe('简介 must be at least 2 characters');
    expect(fieldPlaceholder(city, 'English')).toBe('Please choose 城市');
  });
});

describe('visibleValues', () => {
  it('keeps what the donor could see and drops hidden and empty fields', () => {
    expect(visibleValues(form, { identity: '3', grade: '2020', major: '数学' })).toEqual({ identity: '3' });
    expect(visibleValues(form, { identity: '1', grade: '2020', major: '' })).toEqual({
      identity: '1',
      grade: '2020',
    });
  });
});
