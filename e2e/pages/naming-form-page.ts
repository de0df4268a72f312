import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import type { Locator, Page } from '@playwright/test';
import { apiGet } from '../fixtures/accounts.ts';

type Term = { termName: string; termMoney: number; termYear: number };
type Seat = { id: number; seat: string; status: number; priceList: Term[] };

/** A seat as the naming draft keeps it (apps/web/src/lib/naming-draft.ts). */
export type DraftSeat = {
  seatId: number;
  areaId: number;
  seat: string;
  priceList: Term[];
  termYear: number | null;
};
export type Plate = { donorName: string; donorIdentity: string; donationMessage: string };

/**
 * `count` free seats of a naming project, picked at random from its largest area so tests running
 * side by side (and the seat chooser's own tests) do not reach for the same ones.
 */
export async function freeSeats(itemsId: number, count: number, termYear: number): Promise<DraftSeat[]> {
  const areas = await apiGet<Array<{ id: number; title: string }>>(SPEC_PATHS.items.areaList, { itemsId });
  const lists = await Promise.all(
    areas.map(async (area) => {
      const list = await apiGet<{ twoArray: Array<Array<Seat | null>>; oneArray: Seat[] }>(
        SPEC_PATHS.items.seatList,
        { areaId: area.id },
      );
      const seats = [...list.twoArray.flat(), ...list.oneArray].filter(
        (seat): seat is Seat => seat !== null && seat.status === 1,
      );
      return { areaId: area.id, seats };
    }),
  );
  const largest = lists.reduce((best, list) => (list.seats.length > best.seats.length ? list : best));
  const start = Math.floor(Math.random() * (largest.seats.length - count));
  return largest.seats.slice(start, start + count).map((seat) => ({
    seatId: seat.id,
    areaId: largest.areaId,
    seat: seat.seat,
    priceList: seat.priceList,
    termYear,
  }));
}

/** The naming order form (route form-gm?id=&namingType=, doc 2 §2.2). */
export class NamingFormPage {
  readonly screen: Locator;
  readonly objects: Locator;
  readonly objectRows: Locator;
  readonly total: Locator;
  readonly carousel: Locator;
  readonly plates: Locator;
  readonly editLink: Locator;
  readonly anonymousSwitch: Locator;
  readonly payMethods: Locator;
  readonly agreeCheckbox: Locator;
  readonly submit: Locator;
  readonly empty: Locator;
  readonly choose: Locator;

  constructor(readonly page: Page) {
    this.screen = page.getByTestId('naming-form-page');
    this.objects = page.getByTestId('naming-objects');
    this.objectRows = page.getByTestId('naming-object');
    this.total = page.getByTestId('naming-total');
    this.carousel = page.getByTestId('nameplate-carousel');
    this.plates = page.getByTestId('nameplate-slide');
    this.editLink = page.getByTestId('edit-nameplate');
    this.anonymousSwitch = page.getByTestId('anonymous-switch').getByRole('switch');
    this.payMethods = page.getByTestId('pay-methods');
    this.agreeCheckbox = page.getByTestId('agree-checkbox');
    this.submit = page.getByTestId('donate-submit');
    this.empty = page.getByTestId('naming-empty');
    this.choose = page.getByTestId('naming-choose');
  }

  /**
   * Puts a naming draft for the project in local storage before the app starts, as the seat
   * chooser and the nameplate editor leave it.
   */
  async seedDraft(draft: {
    itemsId: number;
    namingType: 1 | 2;
    seats: DraftSeat[];
    plates: Plate[];
  }): Promise<void> {
    const stored = { books: [], editMode: 0, form: null, ...draft };
    // Once per tab: a draft the app has since cleared (an order placed) must stay cleared.
    await this.page.addInitScript(
      ([key, value]) => {
        const seeded = `e2e.seeded.${key}`;
        if (sessionStorage.getItem(seeded)) return;
        sessionStorage.setItem(seeded, '1');
        localStorage.setItem(key, value);
      },
      [`naming.draft.${draft.itemsId}`, JSON.stringify(stored)] as const,
    );
  }

  async goto(query: string): Promise<void> {
    await this.page.goto(`/#/form-gm?${query}`);
  }

  toast(text: string): Locator {
    return this.page.locator('.adm-toast-main').getByText(text, { exact: true });
  }

  payMethod(label: string): Locator {
    return this.payMethods.getByRole('radio', { name: label });
  }

  /** The stored draft as the app keeps it, or null. */
  async draft(itemsId: number): Promise<Record<string, unknown> | null> {
    const text = await this.page.evaluate((key) => localStorage.getItem(key), `naming.draft.${itemsId}`);
    return text ? (JSON.parse(text) as Record<string, unknown>) : null;
  }
}

/** The donor's naming records (route mine-gm, doc 2 §2.8). */
export class MineNamingPage {
  readonly records: Locator;
  readonly empty: Locator;

  constructor(readonly page: Page) {
    this.records = page.getByTestId('naming-record');
    this.empty = page.getByTestId('records-empty');
  }

  async goto(): Promise<void> {
    await this.page.goto('/#/mine-gm');
  }
}
