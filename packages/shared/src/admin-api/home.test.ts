import { describe, expect, it } from 'vitest';
import {
  checkHomeEntry,
  isHomeLinkUrl,
  NEW_HOME_ENTRY,
  type THomeEntryWrite,
  ZHomeEntryWrite,
} from './home.ts';

const PICTURE = '/files/demo/202601/abcdefghijklmnopqrstuv.jpg';
const entry = (changes: Partial<THomeEntryWrite>): THomeEntryWrite => ({
  ...NEW_HOME_ENTRY,
  title: '一起捐',
  ...changes,
});

describe('home entry links', () => {
  it.each([
    ['https://alumni.example.edu/give?from=alma', true],
    ['http://example.org', true],
    ['/subject', true],
    ['/jzml?order=1', true],
    ['/subject-detail?id=3', true],
    ['javascript:alert(1)', false],
    ['JavaScript:alert(1)', false],
    ['data:text/html,<b>x</b>', false],
    ['mailto:office@example.edu', false],
    ['//elsewhere.example/page', false],
    ['subject', false],
    ['#/subject', false],
    ['https://', false],
    ['https:///path', false],
    ['/a b', false],
    ['/a\\b', false],
    ['ftp://example.org/file', false],
  ])('%s → %s', (link, allowed) => {
    expect(isHomeLinkUrl(link)).toBe(allowed);
  });
});

describe('checkHomeEntry', () => {
  it.each([
    ['a tile with an in-app link', entry({ linkUrl: '/subject' }), null],
    ['a tile with a project', entry({ itemsId: 3 }), null],
    ['a tile with a web address', entry({ linkUrl: 'https://example.org' }), null],
    ['a tile leading nowhere', entry({}), ['admin.home.linkOrProject', 'linkUrl']],
    [
      'a javascript: link',
      entry({ linkUrl: 'javascript:alert(1)', itemsId: 3 }),
      ['admin.home.linkInvalid', 'linkUrl'],
    ],
    ['a route without its slash', entry({ linkUrl: 'mine' }), ['admin.home.linkInvalid', 'linkUrl']],
    [
      'a banner without a picture',
      entry({ kind: 'banner', itemsId: 3 }),
      ['admin.home.bannerNeedsPicture', 'src'],
    ],
    ['a banner with a picture', entry({ kind: 'banner', itemsId: 3, src: PICTURE }), null],
  ] as const)('%s', (_name, value, expected) => {
    const found = checkHomeEntry(value);
    expect(found === null ? null : [found.key, found.field]).toEqual(expected);
  });
});

describe('ZHomeEntryWrite', () => {
  it('trims the texts and refuses a picture from elsewhere, an empty title and an unknown kind', () => {
    const parsed = ZHomeEntryWrite.parse(entry({ title: ' 一起捐 ', linkUrl: ' /subject ' }));
    expect(parsed.title).toBe('一起捐');
    expect(parsed.linkUrl).toBe('/subject');
    expect(ZHomeEntryWrite.safeParse(entry({ src: 'https://elsewhere.example/a.jpg' })).success).toBe(false);
    expect(ZHomeEntryWrite.safeParse(entry({ title: ' ' })).success).toBe(false);
    expect(ZHomeEntryWrite.safeParse({ ...entry({}), kind: 'popup' }).success).toBe(false);
    expect(ZHomeEntryWrite.safeParse(entry({ itemsId: 0 })).success).toBe(false);
  });
});
