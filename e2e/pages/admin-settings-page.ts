import type { TInstitutionSettings } from '@alma/shared/admin-api/settings';
import type { APIRequestContext, Locator, Page } from '@playwright/test';

type Part = 'base' | 'receipt' | 'appearance' | 'mini-program';

/** The console's 机构设置 (/admin/settings): three tabs, each with its own 保存. */
export class AdminSettingsPage {
  readonly heading: Locator;
  readonly readOnlyNotice: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: '机构设置' });
    this.readOnlyNotice = page.getByRole('alert').filter({ hasText: '仅管理员可以修改' });
  }

  async goto(tab?: Part): Promise<void> {
    await this.page.goto(`/admin/settings${tab ? `?tab=${tab}` : ''}`);
  }

  tab(name: string): Locator {
    return this.page.getByRole('tab', { name, exact: true });
  }

  /** The open tab's 保存 (each tab has its own). */
  save(part: Part): Locator {
    return this.page.getByTestId(`save-${part}`);
  }

  /** A labelled input (antd ties labels to inputs by id; the labels are unique across tabs). */
  input(label: string): Locator {
    return this.page.getByLabel(label, { exact: true });
  }

  switchOf(label: string): Locator {
    return this.page.getByRole('switch', { name: label, exact: true });
  }

  checkbox(label: string): Locator {
    return this.page.getByRole('checkbox', { name: label, exact: true });
  }

  /** The message antd shows after a save, or an error one. */
  toast(text: string): Locator {
    return this.page.locator('.ant-message').getByText(text);
  }

  /** A field's problem under it, as the shared contract's verdict is worded. */
  problem(text: string): Locator {
    return this.page.locator('.ant-form-item-explain-error').filter({ hasText: text });
  }

  /** 自定义颜色, then `#rrggbb` typed into the picker's hex box. */
  async chooseThemeColour(hex: string): Promise<void> {
    await this.page.getByRole('radio', { name: '自定义颜色' }).check();
    await this.page.locator('.ant-color-picker-trigger').click();
    // The picker's pop-up: a saturation area, the hue slider, the format and the hex box.
    const box = this.page.getByRole('tooltip').getByRole('textbox');
    await box.fill(hex.replace(/^#/, ''));
    await box.press('Enter');
    await this.page.keyboard.press('Escape');
  }
}

/** The theme colour the donor app set on its page (apps/web/src/lib/institution-config.ts applyTheme). */
export function donorThemeColour(page: Page): Promise<string> {
  return page.evaluate(() => document.documentElement.style.getPropertyValue('--alma-theme').trim());
}

const SETTINGS_PATH = '/admin-api/v1/settings';

/** GET /settings through a staff session. */
export async function readSettings(api: APIRequestContext): Promise<TInstitutionSettings> {
  const response = await api.get(SETTINGS_PATH);
  if (response.status() !== 200)
    throw new Error(`GET /settings: ${response.status()} ${await response.text()}`);
  return (await response.json()) as TInstitutionSettings;
}

/** PUT /settings/<part> with a CSRF token; answers the HTTP status. */
type PartBodies = {
  base: TInstitutionSettings['base'];
  receipt: TInstitutionSettings['receipt'];
  appearance: TInstitutionSettings['appearance'];
  'mini-program': TInstitutionSettings['miniProgram'];
};

export async function putSettings<P extends Part>(
  api: APIRequestContext,
  csrf: string,
  part: P,
  body: PartBodies[P],
): Promise<number> {
  const response = await api.put(`${SETTINGS_PATH}/${part}`, {
    headers: { 'x-csrf-token': csrf },
    data: body,
  });
  return response.status();
}
