import type { Locator, Page } from '@playwright/test';
import { chooseOption } from './antd-select.ts';

/** The donor app's home (route '') and index page (subject) in an institution's home layout. */
export class DonorHomePage {
  readonly campaign: Locator;
  readonly headline: Locator;
  readonly percent: Locator;
  readonly figures: Locator;
  readonly cta: Locator;
  readonly allProjects: Locator;
  readonly banners: Locator;
  readonly bannerStrip: Locator;
  readonly tiles: Locator;
  /** The tiles' titles (a tile without a picture also shows its first character). */
  readonly tileTitles: Locator;
  readonly tileBar: Locator;
  readonly cards: Locator;
  readonly cardDonors: Locator;

  constructor(readonly page: Page) {
    this.campaign = page.getByTestId('campaign-home');
    this.headline = page.getByTestId('campaign-headline');
    this.percent = page.getByTestId('campaign-percent');
    this.figures = page.getByTestId('campaign-figures');
    this.cta = page.getByTestId('campaign-cta');
    this.allProjects = page.getByTestId('campaign-all');
    this.banners = page.getByTestId('home-banner');
    this.bannerStrip = page.getByTestId('home-banners');
    this.tiles = page.getByTestId('home-tile');
    this.tileTitles = page.getByTestId('home-tile-title');
    this.tileBar = page.getByTestId('home-tiles');
    this.cards = page.getByTestId('project-card');
    this.cardDonors = page.getByTestId('project-donors');
  }

  tile(title: string): Locator {
    return this.tiles.filter({
      has: this.page.getByTestId('home-tile-title').getByText(title, { exact: true }),
    });
  }

  /** A CSS property of an element as the browser computed it (the theme colour as drawn). */
  static computed(element: Locator, property: 'backgroundColor' | 'color'): Promise<string> {
    return element.evaluate((node, name) => getComputedStyle(node)[name], property);
  }
}

/** The console's 首页配置: the banners and tiles tables and the entry dialog. */
export class AdminHomePage {
  readonly heading: Locator;
  readonly banners: Locator;
  readonly tiles: Locator;
  readonly toast: Locator;
  /** Which home layout the phone shows now, in words, and what it shows. */
  readonly layoutNotice: Locator;
  /** The warning that the layout in use leaves out banners or tiles. */
  readonly layoutWarning: Locator;

  constructor(readonly page: Page) {
    this.heading = page.locator('.admin-page h3');
    this.banners = page.getByTestId('home-banners');
    this.tiles = page.getByTestId('home-tiles');
    this.toast = page.locator('.ant-message-notice');
    this.layoutNotice = page.getByTestId('home-layout-notice');
    this.layoutWarning = page.getByTestId('home-layout-warning');
  }

  /** A button by its words: antd spaces out two Chinese characters (保 存) and puts its icon's name first. */
  button(name: string, within: Locator | Page = this.page): Locator {
    const words = [...name].map((char) => char.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s*');
    return within.getByRole('button', { name: new RegExp(`^([\\w-]+ )?${words}$`) });
  }

  dialog(title: string): Locator {
    return this.page.getByRole('dialog', { name: title });
  }

  async chooseProject(dialog: Locator, name: string): Promise<void> {
    await chooseOption(this.page, dialog.getByRole('combobox', { name: '项目', exact: true }), name);
  }
}

/** 机构设置 → 外观与功能 → 首页样式: one choice per layout, by its words (the code never shows). */
export function homeLayoutChoice(page: Page, words: string): Locator {
  const escaped = words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByTestId('home-layout-setting').getByRole('radio', { name: new RegExp(`^${escaped}`) });
}
