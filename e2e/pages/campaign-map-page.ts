import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { expect, type Locator, type Page } from '@playwright/test';
import { apiPost } from '../fixtures/accounts.ts';

export type MapPoint = { id: number; x: number; y: number; seatId: number };
export type MapDefinition = {
  scale: number;
  width: number;
  height: number;
  areaList: Array<{ x: number; y: number; next: string; title: string }>;
  treeList: MapPoint[];
  buildingList: Array<MapPoint & { title: string; isHide: boolean }>;
  areaIdList: number[];
  vr: string;
};

/** A campaign map page (tree-naming-map, seat-naming-map, …: apps/web features/campaign-maps). */
export class CampaignMapPage {
  readonly screen: Locator;
  readonly map: Locator;
  readonly back: Locator;
  readonly points: Locator;
  readonly findInput: Locator;
  readonly findGo: Locator;
  readonly found: Locator;
  readonly species: Locator;
  readonly price: Locator;
  readonly vr: Locator;
  readonly guide: Locator;
  readonly guideOpen: Locator;
  readonly item: Locator;
  readonly contact: Locator;
  readonly cover: Locator;
  readonly caption: Locator;

  constructor(readonly page: Page) {
    this.screen = page.getByTestId('campaign-map-page');
    this.map = page.getByTestId('campaign-map');
    this.back = page.getByTestId('campaign-map-back');
    this.points = this.map.locator('.cm-pt[data-p]');
    this.findInput = page.getByTestId('campaign-map-find');
    this.findGo = page.getByTestId('campaign-map-find-go');
    this.found = page.getByTestId('campaign-map-found');
    this.species = page.getByTestId('campaign-map-species');
    this.price = page.getByTestId('campaign-map-price');
    this.vr = page.getByTestId('campaign-map-vr');
    this.guide = page.getByTestId('campaign-map-guide');
    this.guideOpen = page.getByTestId('campaign-map-guide-open');
    this.item = page.getByTestId('campaign-map-item');
    this.contact = page.getByTestId('campaign-map-contact');
    this.cover = page.getByTestId('campaign-map-cover');
    this.caption = page.getByTestId('campaign-map-caption');
  }

  async goto(route: string): Promise<void> {
    await this.page.goto(`/#/${route}`);
    await this.map.waitFor();
  }

  async expectLevel(level: number, mapName?: string | RegExp): Promise<void> {
    await expect(this.screen).toHaveAttribute('data-level', String(level));
    if (mapName !== undefined) await expect(this.map).toHaveAttribute('data-map', mapName);
  }

  async mapName(): Promise<string> {
    return (await this.map.getAttribute('data-map')) ?? '';
  }

  /** The definition the server serves for the map in view (GET config/demo/maps/{name}.json). */
  async definition(name?: string): Promise<MapDefinition> {
    const response = await this.page.request.get(`/config/demo/maps/${name ?? (await this.mapName())}.json`);
    expect(response.ok()).toBe(true);
    return (await response.json()) as MapDefinition;
  }

  /** Waits for the points to be drawn and answers how many are. */
  async drawnCount(): Promise<number> {
    await expect(this.map).toHaveAttribute('data-points', /^\d+$/);
    return Number(await this.map.getAttribute('data-points'));
  }

  point(no: number): Locator {
    return this.map.locator(`.cm-pt[data-no="${no}"]`);
  }

  area(title: string): Locator {
    return this.map.locator('.cm-area', { hasText: title });
  }

  building(title: string): Locator {
    return this.map.locator('.cm-bd', { hasText: title });
  }

  /**
   * A finger's tap on something drawn on the map: the map is first dragged (as a finger would)
   * until the target is well inside the viewport, clear of the bar, the tools and the legend.
   */
  async tap(target: Locator): Promise<void> {
    const viewport = await this.map.boundingBox();
    if (!viewport) throw new Error('no map');
    const inner = {
      left: viewport.x + 20,
      right: viewport.x + viewport.width - 120,
      top: viewport.y + 60,
      bottom: viewport.y + viewport.height - 70,
    };
    await target.waitFor();
    let before: { x: number; y: number } | null = null;
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const box = await this.settledBox(target);
      const x = box.x + box.width / 2;
      const y = box.y + box.height / 2;
      if (x > inner.left && x < inner.right && y > inner.top && y < inner.bottom) {
        await this.page.mouse.click(x, y);
        return;
      }
      // A target near the map's own edge cannot be dragged further in (the map stops at its edge):
      // a finger taps it where it is, if nothing (a tool, the legend) lies over it.
      const stuck = before !== null && Math.abs(before.x - x) < 1 && Math.abs(before.y - y) < 1;
      if (stuck && (await this.onTop(target, x, y))) {
        await this.page.mouse.click(x, y);
        return;
      }
      before = { x, y };
      const midX = (inner.left + inner.right) / 2;
      const midY = (inner.top + inner.bottom) / 2;
      const limit = (value: number, span: number) => Math.max(-span, Math.min(span, value));
      const dx = limit(midX - x, (inner.right - inner.left) / 2);
      const dy = limit(midY - y, (inner.bottom - inner.top) / 2);
      await this.page.mouse.move(midX - dx / 2, midY - dy / 2);
      await this.page.mouse.down();
      await this.page.mouse.move(midX + dx / 2, midY + dy / 2, { steps: 6 });
      await this.page.mouse.up();
    }
    throw new Error('could not bring the target into view');
  }

  /** Whether a tap at (x, y) lands on the target (inside the viewport, nothing drawn over it). */
  private onTop(target: Locator, x: number, y: number): Promise<boolean> {
    return target.evaluate(
      (element, at) => {
        const hit = document.elementFromPoint(at.x, at.y);
        return hit !== null && (element === hit || element.contains(hit));
      },
      { x, y },
    );
  }

  /** Where the target is once the map stands still (a fly to a found item takes 450 ms). */
  private async settledBox(target: Locator) {
    let last = await target.boundingBox();
    for (let tries = 0; tries < 20; tries += 1) {
      await this.page.waitForTimeout(100);
      const box = await target.boundingBox();
      if (box && last && box.x === last.x && box.y === last.y && box.width === last.width) return box;
      last = box;
    }
    throw new Error('the map did not stand still');
  }

  async find(keyword: string): Promise<void> {
    await this.findInput.fill(keyword);
    await this.findGo.click();
  }

  /** A search has marked what it found and flown there: the mark is on screen, not only drawn. */
  async expectFlownToFound(): Promise<void> {
    await expect(this.found).toBeVisible();
    await expect(this.found).toBeInViewport();
  }

  /**
   * Picks an option in the species or price picker (a tap on its row, as on a phone; the wheel
   * shows four rows below the chosen one), or cancels the picker (null).
   */
  async pick(which: 'species' | 'price', option: string | null): Promise<void> {
    await (which === 'species' ? this.species : this.price).click();
    const picker = this.page.locator('.cm-filter-picker .adm-picker');
    await picker.waitFor();
    if (option === null) await picker.getByRole('button', { name: '取消' }).click();
    else {
      await picker.locator('.adm-picker-view-column-item', { hasText: option }).tap();
      await picker.getByRole('button', { name: '确定' }).click();
    }
    await picker.waitFor({ state: 'hidden' });
  }

  /** The dialog's button by its words (我要冠名, 关闭, 我知道了, …). */
  dialogButton(text: string): Locator {
    return this.page.locator('.adm-dialog-button', { hasText: text });
  }

  /** What the server answers for the map's filter, to compare with what is drawn. */
  static async statuses(body: Record<string, unknown>): Promise<Record<string, number>> {
    return apiPost<Record<string, number>>(SPEC_PATHS.namingActivity.getSeatStatusList, body);
  }
}
