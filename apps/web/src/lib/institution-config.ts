import { DEFAULT_THEME_COLOR, type FeatureFlag } from '@alma/shared/constants/institution';

/**
 * The start-up configuration that lets one build serve any institution (DESIGN.md §5). The server
 * serves config/{school}/index.json with the console's theme colour and flags laid over the file.
 */
export type { FeatureFlag };

/**
 * A naming form this institution serves elsewhere (doc 2 §2.2, doc 4 §2.3: one school's tree
 * project goes to tree-naming-hhu/form). `to` is an in-app route; `{id}` becomes the project id.
 * Without `namingType` the rule applies to seats and books alike.
 */
export type NamingFormRedirect = { itemsId: number; namingType?: 1 | 2; to: string };

export type InstitutionConfig = {
  school: string;
  api: string;
  moduleName: string;
  theme: string;
  themeColor: string;
  signKey: string;
  /** The mini-program page a non-alumnus is sent to from its web view (doc 1 §4, code 0201). */
  alumniLoginPath: string;
  features: Partial<Record<FeatureFlag, boolean>>;
  namingFormRedirects: NamingFormRedirect[];
  /**
   * The server signs donors in through the real WeChat (not its demo page), so inside WeChat the
   * app authorises by itself (doc 1 §4); the server adds it to the file it serves.
   */
  wechatAuthorise?: boolean;
};

export const DEFAULT_ALUMNI_LOGIN_PATH = '/pages/alumni/login';

async function readJson(url: string): Promise<unknown> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
}

function text(record: Record<string, unknown>, key: string, fallback = ''): string {
  const value = record[key];
  return typeof value === 'string' ? value : fallback;
}

type ConfigFiles = { root: { School?: unknown }; own: Record<string, unknown> };

async function readConfigFiles(): Promise<ConfigFiles> {
  const root = (await readJson('config/index.json')) as ConfigFiles['root'];
  if (typeof root.School !== 'string' || root.School === '') throw new Error('config/index.json: School');
  const own = (await readJson(`config/${encodeURIComponent(root.School)}/index.json`)) as ConfigFiles['own'];
  return { root, own };
}

/** index.html starts reading the files before the app's JavaScript arrives (two round trips saved). */
declare global {
  interface Window {
    almaConfigFiles?: Promise<ConfigFiles>;
  }
}

let loaded: InstitutionConfig | null = null;

/**
 * The config start-up read, for code that runs before the screens have the context (a screen's
 * first answer, asked for ahead of its first render); null before it is read.
 */
export function loadedInstitutionConfig(): InstitutionConfig | null {
  return loaded;
}

export async function loadInstitutionConfig(): Promise<InstitutionConfig> {
  const { root, own } = await (window.almaConfigFiles ?? readConfigFiles());
  if (typeof root.School !== 'string' || root.School === '') throw new Error('config/index.json: School');
  const features = typeof own.features === 'object' && own.features !== null ? own.features : {};
  loaded = {
    school: root.School,
    api: text(own, 'api'),
    moduleName: text(own, 'moduleName', root.School),
    theme: text(own, 'theme', 'default'),
    themeColor: text(own, 'themeColor', DEFAULT_THEME_COLOR),
    signKey: text(own, 'signKey'),
    alumniLoginPath: text(own, 'alumniLoginPath', DEFAULT_ALUMNI_LOGIN_PATH),
    features: features as InstitutionConfig['features'],
    namingFormRedirects: parseNamingFormRedirects(own.namingFormRedirects),
    wechatAuthorise: own.wechatAuthorise === true,
  };
  return loaded;
}

/** An in-app route only ('/x…', never '//host' or a scheme): a config typo cannot send donors away. */
const IN_APP_ROUTE = /^\/(?!\/)[^\s\\]*$/;

/** The config's namingFormRedirects; entries that are not well formed are left out, never thrown. */
export function parseNamingFormRedirects(value: unknown): NamingFormRedirect[] {
  if (!Array.isArray(value)) return [];
  const rules: NamingFormRedirect[] = [];
  for (const entry of value) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { itemsId, namingType, to } = entry as Record<string, unknown>;
    if (typeof itemsId !== 'number' || !Number.isSafeInteger(itemsId) || itemsId <= 0) continue;
    if (typeof to !== 'string' || !IN_APP_ROUTE.test(to)) continue;
    if (namingType !== undefined && namingType !== 1 && namingType !== 2) continue;
    rules.push(namingType === undefined ? { itemsId, to } : { itemsId, namingType, to });
  }
  return rules;
}

/** Where the naming form of this project and type goes instead, or null to show it. */
export function namingFormRedirect(
  rules: readonly NamingFormRedirect[],
  itemsId: number,
  namingType: 1 | 2,
): string | null {
  const rule = rules.find(
    (entry) =>
      entry.itemsId === itemsId && (entry.namingType === undefined || entry.namingType === namingType),
  );
  return rule ? rule.to.replaceAll('{id}', String(itemsId)) : null;
}

const HEX_COLOUR = /^#([0-9a-f]{6})$/i;

function mixed(hex: string, toward: number, share: number): string {
  const value = Number.parseInt(hex, 16);
  const channels = [value >> 16, (value >> 8) & 0xff, value & 0xff];
  return `#${channels
    .map((channel) => Math.round(channel + (toward - channel) * share))
    .map((channel) => channel.toString(16).padStart(2, '0'))
    .join('')}`;
}

/**
 * The shades screens draw beside the theme colour: a soft tint for chosen and highlighted
 * backgrounds, a dark one where the colour runs into a gradient. Null for a colour that is not
 * #rrggbb (the console and the config only give those; the CSS keeps its defaults then).
 */
export function themeShades(themeColor: string): { soft: string; dark: string } | null {
  const hex = HEX_COLOUR.exec(themeColor.trim())?.[1];
  if (!hex) return null;
  return { soft: mixed(hex, 255, 0.95), dark: mixed(hex, 0, 0.32) };
}

/**
 * The theme colour becomes CSS variables, including antd-mobile's primary colour: every screen's CSS
 * draws the institution's colour from them (--alma-theme, -soft, -dark), none names a red of its own.
 */
export function applyTheme(themeColor: string): void {
  const style = document.documentElement.style;
  style.setProperty('--alma-theme', themeColor);
  style.setProperty('--adm-color-primary', themeColor);
  const shades = themeShades(themeColor);
  if (shades) {
    style.setProperty('--alma-theme-soft', shades.soft);
    style.setProperty('--alma-theme-dark', shades.dark);
  }
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', themeColor);
}
