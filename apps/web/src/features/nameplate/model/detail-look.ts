import { SETTING_SCHOOL_LOGO } from '@alma/shared/constants/limits';

/**
 * The nameplate detail page's look (doc 4 §3 "nameplate config": bg_img, bg_word, bottom_img,
 * bg_color), read from whatever items/getNameplateDetailConfig answers: JSON text (as the spec's
 * client receives it), an object, or nothing usable. Anything missing or malformed falls back to
 * the neutral look, so staff's typo never breaks the page.
 */
export type DetailLook = {
  /** The page's background picture ('' none). */
  bgImg: string;
  /** A large faint word behind the rows ('' none). */
  bgWord: string;
  /** A picture at the foot of the card ('' none). */
  bottomImg: string;
  /** The card's colour. */
  bgColor: string;
};

export const NEUTRAL_LOOK: DetailLook = { bgImg: '', bgWord: '', bottomImg: '', bgColor: '#ffffff' };

const COLOR = /^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla)\([\d\s.,%/]+\)|[a-z]{3,20})$/i;
/** http(s), a path on our own server, or an inline picture; never javascript: or the like. */
const IMAGE = /^(https?:\/\/|\/|\.\/|data:image\/)/i;

function field(record: Record<string, unknown>, key: string): string {
  const value = record[key];
  return typeof value === 'string' ? value.trim() : '';
}

function image(text: string): string {
  return IMAGE.test(text) ? text : '';
}

export function parseDetailLook(answer: unknown): DetailLook {
  let value = answer;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return NEUTRAL_LOOK;
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return NEUTRAL_LOOK;
  const record = value as Record<string, unknown>;
  const color = field(record, 'bg_color');
  return {
    bgImg: image(field(record, 'bg_img')),
    bgWord: field(record, 'bg_word').slice(0, 12),
    bottomImg: image(field(record, 'bottom_img')),
    bgColor: COLOR.test(color) ? color : NEUTRAL_LOOK.bgColor,
  };
}

/** A CSS `url()` of a picture address, its quotes and line breaks escaped. */
export function cssUrl(address: string): string {
  return `url("${address.replace(/["\\\n\r]/g, (char) => encodeURIComponent(char))}")`;
}

/** The school's logo among setting/base/list's rows ('' when it has none). */
export function schoolLogo(rows: ReadonlyArray<{ settingKey: string; settingValue: string }>): string {
  const row = rows.find((setting) => setting.settingKey === SETTING_SCHOOL_LOGO);
  return row ? image(row.settingValue.trim()) : '';
}
