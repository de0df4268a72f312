import { DEFAULT_CERTIFICATE_TEMPLATE } from '@alma/shared/documents/certificate-template';
import { describe, expect, it } from 'vitest';
import { checkTemplate, PLACEMENT_ROWS, sameTemplate, templateOf } from './certificate-template-values.ts';

const STORED_PNG = '/files/projects/202501/abcdefghijklmnop.png';
const withField = (field: string, key: string, value: unknown) => ({
  ...DEFAULT_CERTIFICATE_TEMPLATE,
  fields: {
    ...DEFAULT_CERTIFICATE_TEMPLATE.fields,
    [field]: { ...DEFAULT_CERTIFICATE_TEMPLATE.fields[field as 'title'], [key]: value },
  },
});

describe('the certificate template form', () => {
  it('starts from the saved layout, or the default without one', () => {
    const saved = { ...DEFAULT_CERTIFICATE_TEMPLATE, title: '荣誉证书' };
    expect(templateOf({ template: saved, defaults: {} }).title).toBe('荣誉证书');
    expect(templateOf({ template: null, defaults: {} })).toEqual(DEFAULT_CERTIFICATE_TEMPLATE);
    expect(templateOf({ template: { title: 1 }, defaults: {} })).toEqual(DEFAULT_CERTIFICATE_TEMPLATE);
  });

  it('accepts the default and stored PNG pictures', () => {
    expect(checkTemplate(DEFAULT_CERTIFICATE_TEMPLATE).problems).toBeNull();
    expect(checkTemplate({ ...DEFAULT_CERTIFICATE_TEMPLATE, sealUrl: STORED_PNG }).problems).toBeNull();
  });

  it.each([
    ['an empty title', { ...DEFAULT_CERTIFICATE_TEMPLATE, title: ' ' }, 'title', { key: 'required' }],
    [
      'a long title',
      { ...DEFAULT_CERTIFICATE_TEMPLATE, title: '长'.repeat(21) },
      'title',
      { key: 'tooLong', max: 20 },
    ],
    [
      'a GIF seal',
      { ...DEFAULT_CERTIFICATE_TEMPLATE, sealUrl: STORED_PNG.replace('.png', '.gif') },
      'sealUrl',
      { key: 'image' },
    ],
    ['x past the page', withField('name', 'x', 1081), 'fields.name.x', { key: 'max', max: 1080 }],
    ['a tiny QR code', withField('qr', 'size', 40), 'fields.qr.size', { key: 'min', min: 96 }],
    ['an emptied number', withField('body', 'width', null), 'fields.body.width', { key: 'number' }],
  ])('refuses %s', (_, value, path, problem) => {
    const verdict = checkTemplate(value);
    expect(verdict.template).toBeNull();
    expect(verdict.problems?.get(path)).toEqual(problem);
  });

  it('has a row for every placed part, the body with its width', () => {
    expect(PLACEMENT_ROWS.map((row) => row.field).sort()).toEqual(
      Object.keys(DEFAULT_CERTIFICATE_TEMPLATE.fields).sort(),
    );
    expect(PLACEMENT_ROWS.find((row) => row.field === 'body')?.keys).toContain('width');
  });

  it('sees a change, not the order of keys', () => {
    const { fields, ...texts } = DEFAULT_CERTIFICATE_TEMPLATE;
    const reordered = { fields: { ...fields, title: { size: 96, y: 290, x: 540 } }, ...texts };
    expect(sameTemplate(reordered, DEFAULT_CERTIFICATE_TEMPLATE)).toBe(true);
    expect(
      sameTemplate({ ...DEFAULT_CERTIFICATE_TEMPLATE, title: '证书' }, DEFAULT_CERTIFICATE_TEMPLATE),
    ).toBe(false);
  });
});
