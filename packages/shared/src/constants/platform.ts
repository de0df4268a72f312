/** Platforms a session belongs to, and the donateFrom codes they donate from (spec doc 1 §9). */
export const PLATFORMS = ['pc', 'wechatH5', 'wechatMini'] as const;
export type Platform = (typeof PLATFORMS)[number];

export const DONATE_FROM: Record<Platform, 'U1' | 'U5' | 'U6'> = {
  pc: 'U1',
  wechatH5: 'U5',
  wechatMini: 'U6',
};

export function parsePlatform(value: unknown): Platform {
  return PLATFORMS.includes(value as Platform) ? (value as Platform) : 'pc';
}
