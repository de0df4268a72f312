/** The start-up configuration that lets one build serve any institution (DESIGN.md §5). */
export type FeatureFlag =
  | 'allowDesktop'
  | 'qrCaptionViewProjects'
  | 'maskDonorNames'
  | 'hideDirectorySearch'
  | 'hideListStatistics'
  /** The large-amount reminder offers only 关闭 (doc 2 §4.2 step 3, one school). */
  | 'largeRemindCloseOnly';

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

export async function loadInstitutionConfig(): Promise<InstitutionConfig> {
  const { root, own } = await (window.almaConfigFiles ?? readConfigFiles());
  if (typeof root.School !== 'string' || root.School === '') throw new Error('config/index.json: School');
  const features = typeof own.features === 'object' && own.features !== null ? own.features : {};
  return {
    school: root.School,
    api: text(own, 'api'),
    moduleName: text(own, 'moduleName', root.School),
    theme: text(own, 'theme', 'default'),
    themeColor: text(own, 'themeColor', '#b3282d'),
    signKey: text(own, 'signKey'),
    alumniLoginPath: text(own, 'alumniLoginPath', DEFAULT_ALUMNI_LOGIN_PATH),
    features: features as InstitutionConfig['features'],
  };
}

/** The theme colour becomes CSS variables, including antd-mobile's primary colour. */
export function applyTheme(themeColor: string): void {
  const style = document.documentElement.style;
  style.setProperty('--alma-theme', themeColor);
  style.setProperty('--adm-color-primary', themeColor);
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', themeColor);
}
