import { expect, type Locator, type Page } from '@playwright/test';

/** A picture of `width`×`height` for a map (SVG: the server rasterises it to PNG at that size). */
export function mapPicture(
  width: number,
  height: number,
): { name: string; mimeType: string; buffer: Buffer } {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="${width}" height="${height}" fill="#cfe8c6"/>
<path d="M0 ${height / 2} H${width}" stroke="#a1887f" stroke-width="24"/>
<circle cx="${width / 4}" cy="${height / 4}" r="60" fill="#81c784"/>
</svg>`;
  return { name: 'campus.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(svg) };
}

/** 活动地图 in the console: the list of maps, the new-map dialog and the editor. */
export class AdminNamingMapsPage {
  readonly heading: Locator;
  readonly createDialog: Locator;
  readonly placeDialog: Locator;
  readonly importDialog: Locator;
  readonly canvas: Locator;
  readonly background: Locator;
  readonly pointPanel: Locator;
  readonly problems: Locator;

  constructor(readonly page: Page) {
    this.heading = page.locator('.admin-page h3');
    this.createDialog = page.getByRole('dialog', { name: '新建地图' });
    this.placeDialog = page.getByRole('dialog', { name: '放置点位' });
    this.importDialog = page.getByRole('dialog', { name: '导入点位 CSV' });
    this.canvas = page.getByTestId('map-canvas');
    this.background = page.getByTestId('map-background');
    this.pointPanel = page.getByTestId('point-panel');
    this.problems = page.getByTestId('map-problems');
  }

  /** A button by its words: antd spaces out two Chinese characters (保 存), an icon's name may come first. */
  button(name: string, within: Locator | Page = this.page): Locator {
    const words = [...name].map((char) => char.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s*');
    return within.getByRole('button', { name: new RegExp(`^([\\w-]+ )?${words}$`) });
  }

  input(label: string, within: Locator | Page = this.page): Locator {
    return within.getByLabel(label, { exact: true });
  }

  toast(text: string): Locator {
    return this.page.locator('.ant-message').getByText(text, { exact: true });
  }

  /** Picks `option` in the antd select labelled `label`, typing to search where it helps. */
  async choose(
    label: string,
    option: string,
    within: Locator | Page = this.page,
    search = false,
  ): Promise<void> {
    const list = this.page.locator('.ant-select-dropdown:visible');
    const pick = async () => {
      await this.input(label, within).click();
      // A long list draws only the options in view: search narrows it to the one.
      if (search) await this.page.keyboard.type(option);
      await list.getByTitle(option, { exact: true }).click();
    };
    if (within === this.page) return pick();
    // In a dialog the chosen option shows as the select's value (the list itself is outside the
    // dialog). A click that landed while the list was still sliding open chose its neighbour once.
    await expect(async () => {
      if ((await list.count()) > 0) await list.getByTitle(option, { exact: true }).click();
      else await pick();
      await expect(within.getByTitle(option, { exact: true })).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
  }

  async mode(name: string): Promise<void> {
    await this.page.getByTestId('editor-modes').getByText(name, { exact: true }).click();
  }

  point(list: 'treeList' | 'buildingList' | 'areaList', index: number): Locator {
    return this.page.getByTestId(`point-${list}-${index}`);
  }

  /** Clicks the picture at map pixel x, y (the editor draws it at `zoom` screen px per map px). */
  async clickMap(x: number, y: number, zoom = 1): Promise<void> {
    await this.background.click({ position: { x: x * zoom, y: y * zoom } });
  }

  /** Drags a drawn point by dx, dy screen pixels. */
  async drag(target: Locator, dx: number, dy: number): Promise<void> {
    const box = await target.locator('circle, rect').first().boundingBox();
    if (!box) throw new Error('point not drawn');
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await this.page.mouse.move(x, y);
    await this.page.mouse.down();
    await this.page.mouse.move(x + dx, y + dy, { steps: 8 });
    await this.page.mouse.up();
  }

  async expectEditor(name: string): Promise<void> {
    await expect(this.heading).toHaveText(`活动地图 · ${name}`);
    await expect(this.canvas.locator('img')).toBeVisible();
  }
}
