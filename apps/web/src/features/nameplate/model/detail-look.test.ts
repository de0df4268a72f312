import { describe, expect, it } from 'vitest';
import { cssUrl, NEUTRAL_LOOK, parseDetailLook, schoolLogo } from './detail-look.ts';

const staff = {
  bg_img: '/files/bg.jpg',
  bg_word: '座椅冠名',
  bottom_img: 'https://x.cn/foot.png',
  bg_color: '#f7efe2',
};
const look = {
  bgImg: '/files/bg.jpg',
  bgWord: '座椅冠名',
  bottomImg: 'https://x.cn/foot.png',
  bgColor: '#f7efe2',
};

describe('parseDetailLook', () => {
  it.each<[string, unknown, object]>([
    ['JSON text, as the spec’s client receives it', JSON.stringify(staff), look],
    ['an object', staff, look],
    [
      'an rgb colour',
      { ...staff, bg_color: 'rgba(255, 248, 231, 0.9)' },
      { ...look, bgColor: 'rgba(255, 248, 231, 0.9)' },
    ],
    ['a named colour', { ...staff, bg_color: 'ivory' }, { ...look, bgColor: 'ivory' }],
    [
      'a colour that is not one',
      { ...staff, bg_color: 'red;background:url(x)' },
      { ...look, bgColor: '#ffffff' },
    ],
    ['a script address is dropped', { ...staff, bg_img: 'javascript:alert(1)' }, { ...look, bgImg: '' }],
    ['missing fields', { bg_word: '书香' }, { ...NEUTRAL_LOOK, bgWord: '书香' }],
    ['fields of the wrong type', { bg_img: 3, bg_word: null }, NEUTRAL_LOOK],
    ['broken JSON', '{bg_img:', NEUTRAL_LOOK],
    ['an empty answer', '', NEUTRAL_LOOK],
    ['null', null, NEUTRAL_LOOK],
    ['a list', [staff], NEUTRAL_LOOK],
  ])('%s', (_, answer, expected) => {
    expect(parseDetailLook(answer)).toEqual(expected);
  });
});

describe('cssUrl', () => {
  it.each([
    ['/files/a.jpg', 'url("/files/a.jpg")'],
    ['/files/a".jpg', 'url("/files/a%22.jpg")'],
    ['/files/a\\b\n.jpg', 'url("/files/a%5Cb%0A.jpg")'],
  ])('%s', (address, expected) => {
    expect(cssUrl(address)).toBe(expected);
  });
});

describe('schoolLogo', () => {
  it.each([
    [[{ settingKey: 'school_logo', settingValue: '/files/logo.png' }], '/files/logo.png'],
    [[{ settingKey: 'other', settingValue: '/files/x.png' }], ''],
    [[{ settingKey: 'school_logo', settingValue: 'javascript:x' }], ''],
    [[], ''],
  ])('%j → %s', (rows, expected) => {
    expect(schoolLogo(rows)).toBe(expected);
  });
});
