import type { Locator, Page } from '@playwright/test';

/** The seat chooser (route seat?id={itemsId}&areaId=): areas, map or list, chosen seats, confirm. */
export class SeatPage {
  readonly screen: Locator;
  readonly areaButton: Locator;
  readonly areaTitle: Locator;
  readonly areaOptions: Locator;
  readonly legend: Locator;
  readonly map: Locator;
  /** The seats drawn on a grid area's map (not the chosen marks over them). */
  readonly mapSeats: Locator;
  readonly mapLayer: Locator;
  readonly listItems: Locator;
  readonly chosen: Locator;
  readonly total: Locator;
  readonly confirm: Locator;
  readonly showData: Locator;
  readonly empty: Locator;
  readonly error: Locator;

  constructor(readonly page: Page) {
    this.screen = page.getByTestId('seat-page');
    this.areaButton = page.getByTestId('seat-area-button');
    this.areaTitle = page.getByTestId('seat-area-title');
    this.areaOptions = page.getByTestId('seat-area-option');
    this.legend = page.getByTestId('seat-legend');
    this.map = page.getByTestId('seat-map');
    this.mapSeats = this.map.locator('.seat-cell[data-i]');
    this.mapLayer = this.map.locator('.seat-map-content');
    this.listItems = page.getByTestId('seat-list-item');
    this.chosen = page.getByTestId('seat-chosen');
    this.total = page.getByTestId('seat-total');
    this.confirm = page.getByTestId('seat-confirm');
    this.showData = page.getByTestId('seat-show-data');
    this.empty = page.getByTestId('seat-empty');
    this.error = page.getByTestId('seat-error');
  }

  async goto(itemsId: number, areaId?: number): Promise<void> {
    await this.page.goto(`/#/seat?id=${itemsId}${areaId === undefined ? '' : `&areaId=${areaId}`}`);
    await this.areaTitle.waitFor();
  }

  /** Opens the area picker and picks an area by its title. */
  async chooseArea(title: string): Promise<void> {
    await this.areaButton.click();
    await this.areaOptions.filter({ hasText: title }).click();
    await this.page.getByRole('option', { name: title }).waitFor({ state: 'hidden' });
  }

  /** The id of the area the address names (&areaId=). */
  areaIdInUrl(): number | null {
    const match = /[?&]areaId=(\d+)/.exec(this.page.url());
    return match?.[1] ? Number(match[1]) : null;
  }

  /** A seat of the open area by its label ("A区 3排5座"), on the map or in the list. */
  seat(label: string): Locator {
    return this.page.locator(
      `[data-testid="seat-map"] .seat-cell[data-seat="${label}"], [data-testid="seat-list-item"][data-seat="${label}"]`,
    );
  }

  chosenCard(label: string): Locator {
    return this.chosen.filter({
      has: this.page.getByTestId('seat-chosen-label').getByText(label, { exact: true }),
    });
  }

  /** Picks a chosen seat's period by the option's text ("10年 ¥1,000"). */
  async choosePeriod(label: string, option: string): Promise<void> {
    await this.chosenCard(label).getByTestId('seat-period').selectOption({ label: option });
  }

  async remove(label: string): Promise<void> {
    await this.chosenCard(label).getByTestId('seat-chosen-remove').click();
  }

  /** The labels of the chosen seats, in order. */
  chosenLabels(): Promise<string[]> {
    return this.page.getByTestId('seat-chosen-label').allTextContents();
  }

  /** The map layer's CSS transform (pan and zoom move only this). */
  layerTransform(): Promise<string> {
    return this.mapLayer.evaluate((layer) => (layer as HTMLElement).style.transform);
  }

  toast(text: string): Locator {
    return this.page.locator('.adm-toast-main').getByText(text, { exact: true });
  }

  dialogButton(text: string): Locator {
    return this.page.locator('.adm-dialog').getByRole('button', { name: text });
  }
}
