import { expect, type Locator, type Page } from '@playwright/test';

/**
 * A project's editor in the console (项目管理 → 编辑) past its settings: the tabs for progress, use
 * publicity, sub-projects and together settings, each with its own dialog or save.
 */
export class AdminProjectContentPage {
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog');
  }

  /** The editor of project `id` on one tab (`progress`, `together`…), by address. */
  async goto(id: number, tab: string): Promise<void> {
    await this.page.goto(`/admin/projects?edit=${id}&tab=${tab}`);
  }

  tab(name: string): Locator {
    return this.page.getByRole('tab', { name, exact: true });
  }

  /** A button by its words: its icon's name may come first, and antd spaces out two Chinese characters (保 存). */
  button(name: string, within: Locator | Page = this.page): Locator {
    const words = [...name].map((char) => char.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s*');
    return within.getByRole('button', { name: new RegExp(`^([\\w-]+ )?${words}$`) });
  }

  /** A labelled input (antd ties labels to inputs by id; list rows carry their own aria-label). */
  input(label: string, within: Locator | Page = this.page): Locator {
    return within.getByLabel(label, { exact: true });
  }

  /** A toast of the console (antd message). */
  toast(text: string): Locator {
    return this.page.locator('.ant-message').getByText(text, { exact: true });
  }

  /** The table row that holds `text` (progress, use publicity). */
  row(text: string): Locator {
    return this.page.getByRole('row').filter({ hasText: text });
  }

  /** Adds a progress entry through its dialog: a day, its text and one picture uploaded to POST /files. */
  async addProgress(entry: { date: string; content: string; picture: Picture }): Promise<void> {
    await this.button('添加进展').click();
    await expect(this.dialog).toBeVisible();
    await this.input('日期', this.dialog).fill(entry.date);
    await this.input('进展内容', this.dialog).fill(entry.content);
    await this.dialog.locator('input[type=file]').setInputFiles(entry.picture);
    // The picture is shown once the server has stored it.
    await expect(this.dialog.locator('img[src^="/files/"]')).toHaveCount(1);
    await this.button('保存', this.dialog).click();
  }
}

export type Picture = { name: string; mimeType: string; buffer: Buffer };

/** A small PNG (a 1×1 pixel), as a staff member's upload; the server re-encodes it. */
export function tinyPng(name = 'progress.png'): Picture {
  const base64 =
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
  return { name, mimeType: 'image/png', buffer: Buffer.from(base64, 'base64') };
}
