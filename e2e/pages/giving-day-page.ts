import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Codes a donor must never read on the giving day's pages: match states, shortfall keys, the wire's
 * field names, day states in English, a message key t() could not find.
 */
export const DONOR_CODES =
  /\b(?:RESERVED|CONFIRMED|RELEASED|TAKEN_BACK|shortfall|poolSize|sizeMoney|leftMoney|ratioPercent|fairReleaseSeconds|matchMoney|upcoming|donorGifts|giftCap|donorCap)\b|\b(?:givingDay|giftMatch|payment)\.[a-zA-Z]/;

/** The phone's giving day page (route giving-day?id=), kept live by its event stream. */
export class GivingDayPage {
  readonly root: Locator;
  readonly pools: Locator;
  readonly projects: Locator;
  readonly livePaused: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('giving-day');
    this.pools = page.getByTestId('giving-day-pool');
    this.projects = page.getByTestId('giving-day-projects');
    this.livePaused = page.getByTestId('giving-day-live-paused');
  }

  async goto(id: number): Promise<void> {
    await this.page.goto(`/#/giving-day?id=${id}`);
    await this.root.waitFor();
  }

  /** A pool's card, by its sponsor. */
  pool(sponsor: string): Locator {
    return this.pools.filter({ hasText: sponsor });
  }

  /** A figure of the header by its words (捐赠人已捐, 赞助方配捐 …): the label and its value. */
  figure(label: string): Locator {
    return this.root.locator('.gd-raised, .gd-figures > div').filter({ hasText: label });
  }

  /** What the page shows holds no code (states, field keys, message keys). */
  async expectNoCodes(): Promise<void> {
    await expect(this.page.locator('body')).not.toContainText(DONOR_CODES, { useInnerText: true });
  }
}
