import type { Locator, Page } from '@playwright/test';

/**
 * A campaign home (doc 4 §2.3: tree-naming, tree-naming-cpu, tree-naming-xzit, seat-naming-jnu):
 * the music toggle and its audio element, the note dialog, the project's head and the buttons.
 */
export class CampaignHomePage {
  readonly screen: Locator;
  readonly title: Locator;
  readonly cover: Locator;
  readonly counter: Locator;
  readonly content: Locator;
  readonly musicToggle: Locator;
  readonly music: Locator;
  readonly note: Locator;
  readonly noteClose: Locator;
  readonly noteOpen: Locator;
  readonly contact: Locator;
  readonly donorListButton: Locator;
  readonly backHome: Locator;
  readonly initiator: Locator;
  readonly jnuStart: Locator;
  readonly jnuViewMine: Locator;
  readonly jnuLetter: Locator;
  readonly alumniPopup: Locator;

  constructor(readonly page: Page) {
    this.screen = page.getByTestId('campaign-home');
    this.title = page.getByTestId('campaign-title');
    this.cover = page.getByTestId('campaign-cover');
    this.counter = page.getByTestId('campaign-counter');
    this.content = page.getByTestId('campaign-content');
    this.musicToggle = page.getByTestId('music-toggle');
    this.music = page.getByTestId('campaign-music');
    this.note = page.getByTestId('campaign-note');
    this.noteClose = page.getByTestId('campaign-note-close');
    this.noteOpen = page.getByTestId('campaign-note-open');
    this.contact = page.getByTestId('campaign-contact');
    this.donorListButton = page.getByTestId('campaign-donor-list');
    this.backHome = page.getByTestId('campaign-back-home');
    this.initiator = page.getByTestId('campaign-initiator');
    this.jnuStart = page.getByTestId('jnu-start');
    this.jnuViewMine = page.getByTestId('jnu-view-mine');
    this.jnuLetter = page.getByTestId('jnu-letter');
    this.alumniPopup = page.getByTestId('alumni-popup');
  }

  async goto(route: string): Promise<void> {
    await this.page.goto(`/#/${route}`);
    await this.screen.waitFor();
  }

  /** A map button by its area label key (yc, ys, campus). */
  mapButton(label: 'yc' | 'ys' | 'campus'): Locator {
    return this.page.getByTestId(`campaign-map-${label}`);
  }

  /** Whether the loop is really playing (the element, not the toggle's word for it). */
  async musicPlaying(): Promise<boolean> {
    return this.music.evaluate((element) => {
      const audio = element as HTMLAudioElement;
      return !audio.paused && !audio.ended;
    });
  }

  /** How far the loop has played, in seconds. */
  musicTime(): Promise<number> {
    return this.music.evaluate((element) => (element as HTMLAudioElement).currentTime);
  }
}

/** A campaign's donor list (tree-naming-donateList-cpu, tree-naming-donateList-xzit). */
export class CampaignDonorListPage {
  readonly table: Locator;
  readonly headers: Locator;
  readonly rows: Locator;
  readonly empty: Locator;

  constructor(readonly page: Page) {
    this.table = page.getByTestId('donor-table');
    this.headers = this.table.locator('thead th');
    this.rows = page.getByTestId('donor-row');
    this.empty = page.getByTestId('donor-list-empty');
  }

  /** Each row's three cells as text. */
  async cells(): Promise<string[][]> {
    return this.rows.evaluateAll((rows) =>
      rows.map((row) => Array.from(row.querySelectorAll('td'), (cell) => cell.textContent ?? '')),
    );
  }
}
