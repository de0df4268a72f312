import type { Locator, Page } from '@playwright/test';

/** The together screens: launch (together?id=), share (together-share?id=) and donors (together-list?id=). */
export class TogetherPage {
  readonly projectName: Locator;
  readonly sponsorInput: Locator;
  readonly targetInput: Locator;
  readonly launch: Locator;

  readonly share: Locator;
  readonly sponsor: Locator;
  readonly slogan: Locator;
  readonly raised: Locator;
  readonly target: Locator;
  readonly participants: Locator;
  readonly progress: Locator;
  readonly donorAvatars: Locator;
  readonly listLink: Locator;
  readonly support: Locator;
  readonly invite: Locator;
  readonly cancel: Locator;
  readonly shareOverlay: Locator;

  readonly donors: Locator;
  readonly emptyList: Locator;

  constructor(readonly page: Page) {
    this.projectName = page.getByTestId('together-project-name');
    this.sponsorInput = page.getByTestId('together-sponsor-input');
    this.targetInput = page.getByTestId('together-target-input');
    this.launch = page.getByTestId('together-launch-submit');

    this.share = page.getByTestId('together-share');
    this.sponsor = page.getByTestId('together-sponsor');
    this.slogan = page.getByTestId('together-slogan');
    this.raised = page.getByTestId('together-raised');
    this.target = page.getByTestId('together-target');
    this.participants = page.getByTestId('together-participants');
    this.progress = page.getByTestId('together-progress');
    this.donorAvatars = page.getByTestId('together-donors').getByRole('listitem');
    this.listLink = page.getByTestId('together-list-link');
    this.support = page.getByTestId('together-support');
    this.invite = page.getByTestId('together-invite');
    this.cancel = page.getByTestId('together-cancel');
    this.shareOverlay = page.getByTestId('share-overlay');

    this.donors = page.getByTestId('together-donor');
    this.emptyList = page.getByTestId('together-list-empty');
  }

  async gotoLaunch(itemsId: number): Promise<void> {
    await this.page.goto(`/#/together?id=${itemsId}`);
    await this.launch.waitFor();
  }

  /** Opens the share page afresh (a new page load, as a tap on the shared link is). */
  async gotoShare(id: number): Promise<void> {
    const url = `/#/together-share?id=${id}`;
    const same = this.page.url().endsWith(url.slice(1));
    await this.page.goto(url);
    // The same address again is only a hash navigation: load it for real.
    if (same) await this.page.reload();
    await this.sponsor.waitFor();
  }

  async gotoList(id: number): Promise<void> {
    await this.page.goto(`/#/together-list?id=${id}`);
  }

  /** A slogan or a target chip, by its text (real radio inputs under the chips). */
  choice(label: string): Locator {
    return this.page.getByRole('radio', { name: label, exact: true });
  }

  /** The id of the fundraiser whose share page is open. */
  shareId(): number {
    const match = /together-share\?id=(\d+)/.exec(this.page.url());
    if (!match?.[1]) throw new Error(`not on a share page: ${this.page.url()}`);
    return Number(match[1]);
  }

  toast(text: string): Locator {
    return this.page.locator('.adm-toast-main').getByText(text, { exact: true });
  }

  /** The confirm dialog's button. */
  dialogButton(text: string): Locator {
    return this.page.locator('.adm-dialog').getByRole('button', { name: text });
  }
}
