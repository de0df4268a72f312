import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  loadedInstitutionConfig,
  loadInstitutionConfig,
  type NamingFormRedirect,
  namingFormRedirect,
  parseNamingFormRedirects,
  themeShades,
} from './institution-config.ts';

const HHU: NamingFormRedirect = { itemsId: 8, namingType: 1, to: '/tree-naming-hhu/form?id={id}&type=2' };

describe('naming form redirects (doc 2 §2.2, doc 4 §2.3)', () => {
  it.each([
    [[HHU], 8, 1, '/tree-naming-hhu/form?id=8&type=2'],
    [[HHU], 8, 2, null],
    [[HHU], 16, 1, null],
    [[{ itemsId: 8, to: '/x?id={id}&again={id}' }], 8, 2, '/x?id=8&again=8'],
    [[], 8, 1, null],
  ] as const)('%j: project %i type %i → %s', (rules, itemsId, namingType, to) => {
    expect(namingFormRedirect(rules, itemsId, namingType)).toBe(to);
  });

  it('keeps only well-formed rules to in-app routes', () => {
    expect(
      parseNamingFormRedirects([
        HHU,
        { itemsId: 9, to: '/form?id={id}' },
        { itemsId: '8', to: '/a' },
        { itemsId: 0, to: '/a' },
        { itemsId: 8, to: 'https://elsewhere.example/form' },
        { itemsId: 8, to: '//elsewhere.example/form' },
        { itemsId: 8, to: 'javascript:alert(1)' },
        { itemsId: 8, namingType: 3, to: '/a' },
        null,
        'rule',
      ]),
    ).toEqual([HHU, { itemsId: 9, to: '/form?id={id}' }]);
    expect(parseNamingFormRedirects(undefined)).toEqual([]);
    expect(parseNamingFormRedirects({ itemsId: 8 })).toEqual([]);
  });
});

describe('loadInstitutionConfig', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads the demo institution’s redirect of the hhu tree project', async () => {
    const own = JSON.parse(
      fs.readFileSync(path.join(import.meta.dirname, '../../public/config/demo/index.json'), 'utf8'),
    ) as Record<string, unknown>;
    vi.stubGlobal('window', { almaConfigFiles: Promise.resolve({ root: { School: 'demo' }, own }) });
    const config = await loadInstitutionConfig();
    expect(config.namingFormRedirects).toEqual([HHU]);
    expect(namingFormRedirect(config.namingFormRedirects, 8, 1)).toBe('/tree-naming-hhu/form?id=8&type=2');
  });

  it('an institution without the field has no redirects', async () => {
    vi.stubGlobal('window', { almaConfigFiles: Promise.resolve({ root: { School: 'x' }, own: {} }) });
    expect((await loadInstitutionConfig()).namingFormRedirects).toEqual([]);
  });
});

const configFile = (school: string) =>
  JSON.parse(
    fs.readFileSync(path.join(import.meta.dirname, `../../public/config/${school}/index.json`), 'utf8'),
  ) as Record<string, unknown>;

describe('the two demo institutions one build serves', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('the default school: the default layout and the default red, no flags on', async () => {
    vi.stubGlobal('window', {
      almaConfigFiles: Promise.resolve({ root: { School: 'demo' }, own: configFile('demo') }),
    });
    const config = await loadInstitutionConfig();
    expect(config).toMatchObject({ school: 'demo', theme: 'default', themeColor: '#b3282d' });
    expect(Object.values(config.features).some(Boolean)).toBe(false);
  });

  it('the second school: its own module, colour, layout and flags; what start-up read is kept', async () => {
    vi.stubGlobal('window', {
      almaConfigFiles: Promise.resolve({ root: { School: 'lakeside' }, own: configFile('lakeside') }),
    });
    const config = await loadInstitutionConfig();
    expect(config).toMatchObject({ school: 'lakeside', moduleName: 'lakeside', theme: 'campaign' });
    expect(config.themeColor).toMatch(/^#[0-9a-f]{6}$/);
    expect(config.themeColor).not.toBe('#b3282d');
    expect(config.features).toMatchObject({ maskDonorNames: true, hideListStatistics: true });
    // The same signing key as the demo: one server (SIGN_KEY) answers either school.
    expect(config.signKey).toBe(configFile('demo').signKey);
    expect(loadedInstitutionConfig()).toBe(config);
  });
});

describe('themeShades', () => {
  it.each([
    ['#b3282d', { soft: '#fbf4f5', dark: '#7a1b1f' }],
    ['#1F6F8B', { soft: '#f4f8f9', dark: '#154b5f' }],
    ['#000000', { soft: '#f2f2f2', dark: '#000000' }],
    ['#ffffff', { soft: '#ffffff', dark: '#adadad' }],
    ['red', null],
    ['#abc', null],
    ['', null],
  ])('%s → %j', (colour, shades) => {
    expect(themeShades(colour)).toEqual(shades);
  });
});
