import { DEFAULT_AGREEMENT_PLACEMENT, ZAgreementPlacement } from '@alma/shared/agreements/agreement-template';
import { describe, expect, it } from 'vitest';
import {
  checkTemplate,
  insertPlaceholder,
  namePathOf,
  PLACEMENT_INPUTS,
  previewInputOf,
  sameTemplate,
  type TTemplateValues,
  valuesOfAnswer,
} from './template-values.ts';

const saved: TTemplateValues = {
  title: '捐赠协议书',
  body: '甲方：{name}，捐赠{amount}元',
  titleEn: '',
  bodyEn: '',
  offerContract: true,
  placement: DEFAULT_AGREEMENT_PLACEMENT,
};
const withPlacement = (part: 'signature' | 'seal', key: string, value: unknown) => ({
  ...saved,
  placement: { ...saved.placement, [part]: { ...saved.placement[part], [key]: value } },
});

describe('checking a template as the server would', () => {
  it('passes a valid template through, trimmed', () => {
    expect(checkTemplate({ ...saved, title: '  捐赠协议书 ' })).toEqual({
      template: saved,
      problems: null,
    });
  });

  it.each([
    ['title', { ...saved, title: '   ' }, { key: 'required' }],
    ['body', { ...saved, body: '' }, { key: 'required' }],
    ['title', { ...saved, title: '协'.repeat(61) }, { key: 'tooLong', max: 60 }],
    ['placement.signature.x', withPlacement('signature', 'x', 39), { key: 'min', min: 40 }],
    ['placement.signature.width', withPlacement('signature', 'width', 241), { key: 'max', max: 240 }],
    ['placement.seal.size', withPlacement('seal', 'size', null), { key: 'number' }],
    ['placement.seal.x', withPlacement('seal', 'x', 100.5), { key: 'number' }],
  ])('refuses %s', (path, value, problem) => {
    const verdict = checkTemplate(value);
    expect(verdict.template).toBeNull();
    expect(verdict.problems?.get(path)).toEqual(problem);
  });

  it('names a {word} that is no placeholder, in any of the four texts', () => {
    const verdict = checkTemplate({ ...saved, body: '甲方 {name} {nmae}', bodyEn: 'To {donor}' });
    expect(verdict.template).toBeNull();
    expect(verdict.problems?.get('body')).toEqual({ key: 'unknownPlaceholder', placeholder: '{nmae}' });
    expect(verdict.problems?.get('bodyEn')).toEqual({ key: 'unknownPlaceholder', placeholder: '{donor}' });
  });
});

describe('what counts as a change', () => {
  it('is the same template when only spaces the server trims differ', () => {
    expect(sameTemplate({ ...saved, body: `${saved.body}  ` }, saved)).toBe(true);
  });

  it('is a change when a word, the switch or a number differs, or when the form is not valid', () => {
    expect(sameTemplate({ ...saved, body: `${saved.body}。` }, saved)).toBe(false);
    expect(sameTemplate({ ...saved, offerContract: false }, saved)).toBe(false);
    expect(sameTemplate(withPlacement('seal', 'size', 100), saved)).toBe(false);
    expect(sameTemplate({ ...saved, title: '' }, saved)).toBe(false);
  });

  it('starts from the answer without its default flag and time', () => {
    expect(valuesOfAnswer({ ...saved, isDefault: true, updatedAt: '' })).toEqual(saved);
  });
});

describe('the preview asked for', () => {
  it('draws the Chinese text, or the English one once it has a title and a text', () => {
    expect(previewInputOf(saved, 'zh-CN', 7)).toEqual({
      title: saved.title,
      body: saved.body,
      placement: saved.placement,
      itemsId: 7,
      language: 'zh-CN',
    });
    expect(previewInputOf(saved, 'en', 7)).toBeNull();
    expect(previewInputOf({ ...saved, titleEn: 'Agreement', bodyEn: 'Donor {name}' }, 'en', 7)).toMatchObject(
      {
        title: 'Agreement',
        body: 'Donor {name}',
        language: 'en',
      },
    );
  });

  it('asks for nothing while the template is not valid', () => {
    expect(previewInputOf(null, 'zh-CN', 7)).toBeNull();
  });
});

describe('inserting a placeholder', () => {
  it.each([
    ['at the caret', 'ab', 1, 1, { text: 'a{name}b', caret: 7 }],
    ['over a selection', 'abcd', 1, 3, { text: 'a{name}d', caret: 7 }],
    ['at the end when the caret is past it', 'ab', 9, 9, { text: 'ab{name}', caret: 8 }],
    ['over a selection made backwards', 'abcd', 3, 1, { text: 'a{name}d', caret: 7 }],
  ])('%s', (_case, text, start, end, expected) => {
    expect(insertPlaceholder(text, start, end, 'name')).toEqual(expected);
  });
});

describe('the placement inputs', () => {
  it('take exactly the numbers the shared schema accepts', () => {
    for (const input of PLACEMENT_INPUTS) {
      const at = (value: number) => withPlacement(input.part, input.key, value).placement;
      expect(ZAgreementPlacement.safeParse(at(input.min)).success).toBe(true);
      expect(ZAgreementPlacement.safeParse(at(input.max)).success).toBe(true);
      expect(ZAgreementPlacement.safeParse(at(input.min - 1)).success).toBe(false);
      expect(ZAgreementPlacement.safeParse(at(input.max + 1)).success).toBe(false);
    }
  });

  it('reads a server field name as the form’s path', () => {
    expect(namePathOf('placement.seal.x')).toEqual(['placement', 'seal', 'x']);
    expect(namePathOf('body')).toEqual(['body']);
  });
});
