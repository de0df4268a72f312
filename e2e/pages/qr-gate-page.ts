import type { Locator, Page } from '@playwright/test';

/** What a desktop browser sees instead of the app (spec doc 1 §1). */
export class QrGatePage {
  readonly gate: Locator;
  readonly code: Locator;

  constructor(readonly page: Page) {
    this.gate = page.getByTestId('qr-gate');
    this.code = this.gate.locator('svg');
  }

  async goto(path = '/'): Promise<void> {
    await this.page.goto(path);
  }
}
