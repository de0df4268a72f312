import type { Language } from '@alma/shared/i18n/language';
import { areaList } from '@vant/area-data';
import { getCountries, getCountryCallingCode } from 'libphonenumber-js';

export type AreaCode = { area: string; areaCode: string };
export type AreaDictionaryRow = { id: string; title: string; isLeaf: boolean };

/** Mainland China and the places donors most often dial from come first in the picker. */
const COMMON = ['CN', 'HK', 'MO', 'TW', 'US', 'GB', 'CA', 'AU', 'JP', 'KR', 'SG', 'DE', 'FR', 'NZ', 'MY'];

const areaCodeLists = new Map<string, AreaCode[]>();

function countryName(region: string, language: Language): string {
  if (language === 'zh_CN' && region === 'CN') return '中国大陆';
  if (language === 'English' && region === 'CN') return 'Chinese Mainland';
  const names = new Intl.DisplayNames([language === 'English' ? 'en' : 'zh-CN'], { type: 'region' });
  return names.of(region) ?? region;
}

/** Country calling codes from libphonenumber's metadata, named in the user's language. */
export function listAreaCodes(language: Language, order: 'common-first' | 'by-name'): AreaCode[] {
  const cacheKey = `${language}:${order}`;
  const cached = areaCodeLists.get(cacheKey);
  if (cached) return cached;
  const collator = new Intl.Collator(language === 'English' ? 'en' : 'zh-CN');
  const all = getCountries().map((region) => ({
    region,
    area: countryName(region, language),
    areaCode: getCountryCallingCode(region),
  }));
  const byName = [...all].sort((a, b) => collator.compare(a.area, b.area));
  const list =
    order === 'by-name'
      ? byName
      : [
          ...COMMON.flatMap((region) => all.filter((entry) => entry.region === region)),
          ...byName.filter((entry) => !COMMON.includes(entry.region)),
        ];
  const answer = list.map(({ area, areaCode }) => ({ area, areaCode }));
  areaCodeLists.set(cacheKey, answer);
  return answer;
}

const provinces = Object.entries(areaList.province_list);
const cities = Object.entries(areaList.city_list);
const counties = Object.entries(areaList.county_list);

/**
 * Province → city → district, from @vant/area-data (GB/T 2260 codes). Parent "0" gives the
 * provinces; a code's children share its first 2 (province) or 4 (city) digits.
 */
export function areaChildren(parentId: string): AreaDictionaryRow[] {
  if (parentId === '0') {
    return provinces.map(([id, title]) => ({
      id,
      title,
      isLeaf: !cities.some(([c]) => c.startsWith(id.slice(0, 2))),
    }));
  }
  if (areaList.province_list[parentId]) {
    const prefix = parentId.slice(0, 2);
    return cities
      .filter(([id]) => id.startsWith(prefix))
      .map(([id, title]) => ({ id, title, isLeaf: !counties.some(([c]) => c.startsWith(id.slice(0, 4))) }));
  }
  if (areaList.city_list[parentId]) {
    const prefix = parentId.slice(0, 4);
    return counties
      .filter(([id]) => id.startsWith(prefix))
      .map(([id, title]) => ({ id, title, isLeaf: true }));
  }
  return [];
}
