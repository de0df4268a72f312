import type { Locator, Page } from '@playwright/test';
import { chooseOption } from './antd-select.ts';

/** The console's 项目管理: the list, one project's editor and its donation form builder. */
export class AdminProjectsPage {
  constructor(readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/admin/projects');
  }

  /** A button by its words: its icon's name may come first, and antd spaces out two Chinese characters (保 存). */
  button(name: string): Locator {
    const words = [...name].map((char) => char.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s*');
    return this.page.getByRole('button', { name: new RegExp(`^([\\w-]+ )?${words}$`) });
  }

  /** A labelled input of the open form (antd ties labels to inputs by id). */
  input(label: string): Locator {
    return this.page.getByLabel(label, { exact: true });
  }

  /** A switch, found through its form label. */
  switchOf(label: string): Locator {
    return this.page.getByRole('switch', { name: label, exact: true });
  }

  /** Opens an antd Select by its label and picks an option. */
  async choose(select: Locator, option: string): Promise<void> {
    await chooseOption(this.page, select, option);
  }

  /** The n-th (from 0) field card of the form builder. */
  fieldCard(index: number): Locator {
    return this.page
      .locator('.ant-card-small')
      .filter({ has: this.page.getByLabel('字段名（英文）') })
      .nth(index);
  }

  get preview(): Locator {
    return this.page.getByTestId('form-preview');
  }

  /** The id of the project the editor shows (`?edit=<id>`). */
  projectId(): number {
    return Number(new URL(this.page.url()).searchParams.get('edit'));
  }
}
