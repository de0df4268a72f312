import { describe, expect, it } from 'vitest';
import {
  type FieldValues,
  type FormField,
  fieldInLanguage,
  fieldPlaceholder,
  fieldProblemText,
  firstFieldProblem,
  formField,
  isEmptyValue,
  isFieldVisible,
  visibleValues,
} from './form-fields.ts';

function field(fieldName: string, extra: Partial<FormField> = {}): FormField {
  return formField({ fieldName, fieldShowName: fieldName, fieldUiType: 'input', ...extra });
}

const identity = field('identity', {
  fieldShowName: '身份',
  fieldUiType: 'radio',
  optionList: [
    { id: 1, title: '校友' },
    { id: 2, title: '在校生' },
    { id: 3, title: '社会人士' },
  ],
});
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
  const city = field('city', {
    fieldShowName: '城市',
    fieldUiType: 'select',
    isRequire: 1,
    optionList: [
      { id: 0, title: '北京' },
      { id: 1, title: '上海' },
    ],
  });
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
    ['a select value it does not offer', { name: '张三', city: '7' }, '请选择城市'],
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

describe('fieldInLanguage and the messages that name a field', () => {
  const employer = field('employer', {
    fieldShowName: '工作单位',
    fieldShowNameEn: 'Employer',
    inputTip: '请填写单位全称',
    isRequire: 1,
    isLengthLimit: 1,
    lengthMin: 4,
    lengthMax: 40,
  });
  const school = field('school', {
    fieldShowName: '学院',
    fieldShowNameEn: 'School',
    fieldUiType: 'radio',
    inputTip: '请选择学院',
    inputTipEn: 'Your school',
    isRequire: 1,
    optionList: [
      { id: 1, title: '理学院', titleEn: 'Science' },
      { id: 2, title: '文学院', titleEn: '' },
    ],
  });
  const plain = field('plain', { fieldShowName: '备注', inputTip: '选填' });

  it('answers the English label, tip and choices to an English reader, without the English texts', () => {
    expect(fieldInLanguage(school, 'English')).toEqual({
      ...formField({ fieldName: 'school', fieldShowName: 'School', fieldUiType: 'radio' }),
      inputTip: 'Your school',
      isRequire: 1,
      optionList: [
        { id: 1, title: 'Science' },
        // No English text: the Chinese one.
        { id: 2, title: '文学院' },
      ],
    });
    // No English tip beside an English label: the placeholder is made from the English label.
    expect(fieldInLanguage(employer, 'English')).toMatchObject({ fieldShowName: 'Employer', inputTip: '' });
    // No English label at all: the Chinese label and tip.
    expect(fieldInLanguage(plain, 'English')).toMatchObject({ fieldShowName: '备注', inputTip: '选填' });
  });

  it('answers the Chinese texts to a Chinese reader, and changes nothing when run again', () => {
    const chinese = fieldInLanguage(school, 'zh_CN');
    expect(chinese).toMatchObject({ fieldShowName: '学院', inputTip: '请选择学院' });
    expect(chinese.optionList).toEqual([
      { id: 1, title: '理学院' },
      { id: 2, title: '文学院' },
    ]);
    expect(chinese).not.toHaveProperty('fieldShowNameEn');
    const english = fieldInLanguage(employer, 'English');
    expect(fieldInLanguage(english, 'English')).toEqual(english);
  });

  it.each<[string, FieldValues, string, string]>([
    ['an empty field with an English tip', {}, 'Your school', '请选择学院'],
    ['an empty field with only an English label', { school: '1' }, 'Please enter Employer', '请填写单位全称'],
    [
      'a length rule',
      { school: '1', employer: 'ACM' },
      'Employer must be at least 4 characters',
      '工作单位长度不得小于4',
    ],
    [
      'a choice the field does not offer',
      { school: '9', employer: 'ACME Ltd' },
      'Please choose School',
      '请选择学院',
    ],
  ])('%s names the label the reader saw', (_case, values, english, chinese) => {
    const fields = [school, employer];
    const inEnglish = firstFieldProblem(fields, values, 'English');
    const inChinese = firstFieldProblem(fields, values, 'zh_CN');
    expect(inEnglish && fieldProblemText(inEnglish, 'English')).toBe(english);
    expect(inChinese && fieldProblemText(inChinese, 'zh_CN')).toBe(chinese);
  });

  it('gives the same answer for a field the server already put in English (the donor form)', () => {
    const shown = [school, employer].map((one) => fieldInLanguage(one, 'English'));
    const problem = firstFieldProblem(shown, { school: '1', employer: 'ACM' }, 'English');
    expect(problem && fieldProblemText(problem, 'English')).toBe('Employer must be at least 4 characters');
    expect(fieldPlaceholder(employer, 'English')).toBe('Please enter Employer');
    expect(fieldPlaceholder(employer, 'zh_CN')).toBe('请填写单位全称');
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

describe('chosen values must be ones the field offers', () => {
  const hobbies = field('hobbies', {
    fieldShowName: '兴趣',
    fieldUiType: 'select2',
    optionList: [
      { id: 'a', title: '读书' },
      { id: 'b', title: '运动' },
    ],
  });
  const birthday = field('birthday', { fieldShowName: '生日', fieldUiType: 'date' });
  const visit = field('visit', { fieldShowName: '返校时间', fieldUiType: 'datetime' });
  const joined = field('joined', { fieldShowName: '入学年份', fieldUiType: 'year' });
  const region = field('region', { fieldShowName: '地区', fieldUiType: 'area' });
  const home = field('home', { fieldShowName: '住址', fieldUiType: 'address' });
  const vip = field('vip', { fieldShowName: '会员', fieldUiType: 'switch' });
  const fields = [hobbies, birthday, visit, joined, region, home, vip];
  const thisYear = new Date().getFullYear();

  it.each<[string, FieldValues, string | null]>([
    ['several offered options', { hobbies: ['a', 'b'] }, null],
    ['one option not offered', { hobbies: ['a', 'z'] }, '请选择兴趣'],
    ['a real date', { birthday: '1990-02-28' }, null],
    ['a day that does not exist', { birthday: '1990-02-30' }, '请选择生日'],
    ['a date before 1900', { birthday: '1899-12-31' }, '请选择生日'],
    ['a date after 2030', { birthday: '2031-01-01' }, '请选择生日'],
    ['a date and time', { visit: '2026-05-01 09:30' }, null],
    ['a time that does not exist', { visit: '2026-05-01 25:30' }, '请选择返校时间'],
    ['a year 100 years ago', { joined: thisYear - 100 }, null],
    ['a year 10 years ahead', { joined: String(thisYear + 10) }, null],
    ['a year too far back', { joined: thisYear - 101 }, '请选择入学年份'],
    ['province, city and district codes', { region: ['440000', '440300', '440305'] }, null],
    ['a code that is not six digits', { region: ['44'] }, '请选择地区'],
    ['an address with its detail line', { home: ['440000', '440300', '440305', '科技园1号'] }, null],
    ['an address without a detail line', { home: ['440000', '440300', '440305', ' '] }, '请选择住址'],
    ['a switch turned off', { vip: 0 }, null],
    ['a switch holding text', { vip: 'yes' }, '请选择会员'],
  ])('%s', (_case, values, message) => {
    const problem = firstFieldProblem(fields, values, 'zh_CN');
    expect(problem ? fieldProblemText(problem, 'zh_CN') : null).toBe(message);
  });
});
