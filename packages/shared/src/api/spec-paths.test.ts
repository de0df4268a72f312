import { describe, expect, it } from 'vitest';
import {
  CPU_SIGN,
  DONATEU,
  OPERATEU_API,
  SPEC_PATH_START,
  SPEC_PATHS,
  SYSTEM_API,
  SYSTEM_APP,
} from './spec-paths.ts';

const all = Object.values(SPEC_PATHS).flatMap((area) => Object.values(area));

describe('SPEC_PATHS', () => {
  it('names each path once, under one of the spec bases', () => {
    expect(new Set(all).size).toBe(all.length);
    for (const path of all) {
      expect(path.startsWith(SPEC_PATH_START)).toBe(true);
      expect(
        [DONATEU, CPU_SIGN, SYSTEM_APP, SYSTEM_API, OPERATEU_API].some((base) => path.startsWith(`${base}/`)),
      ).toBe(true);
      // A plain path: the router and the client add nothing to it (no query, no parameters).
      expect(path).toMatch(/^(\/[A-Za-z0-9-]+)+$/);
    }
  });

  it('keeps the spec’s own spellings', () => {
    expect(SPEC_PATHS.items.itemsDetail).toBe('/uplus-foundation/app/v1/donateu/items/itemsDetail');
    expect(SPEC_PATHS.items.getCardBlance).toBe('/uplus-foundation/app/v1/donateu/items/getCardBlance');
    expect(SPEC_PATHS.user.middleAuth).toBe('/uplus-system/app/v1/user/middle/auth');
    expect(SPEC_PATHS.system.tokenRefresh).toBe('/uplus-system/api/v1/token/refresh');
    expect(SPEC_PATHS.cpuSign.projectList).toBe(
      '/uplus-foundation/app/v1/cpu/sign/agreement/project/getList',
    );
    expect(SPEC_PATHS.cpuSign.getMySign).toBe('/uplus-foundation/app/v1/cpu/sign/agreement/getMySign');
    expect(SPEC_PATHS.hhuSign.generation).toBe(
      '/uplus-foundation/app/v1/donateu/hhu/sign/agreement/generation',
    );
    expect(SPEC_PATHS.webArticle.list).toBe('/uplus-operateu/api/v1/web/mobile/index/article/list/mobile');
  });
});
