import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import type { Locator, Page } from '@playwright/test';
import { apiPost } from '../fixtures/accounts.ts';
import { payInSandbox } from './payment-pages.ts';

/** The donation directory, jzml (doc 3 §2): search, sort, totals, rows 20 at a time. */
export class DirectoryPage {
  readonly root: Locator;
  readonly rows: Locator;
  readonly names: Locator;
  readonly amounts: Locator;
  readonly times: Locator;
  readonly search: Locator;
  readonly totals: Locator;
  readonly found: Locator;
  readonly empty: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('directory-page');
    this.rows = page.getByTestId('directory-row');
    this.names = page.getByTestId('directory-name');
    this.amounts = page.getByTestId('directory-amount');
    this.times = page.getByTestId('directory-time');
    this.search = page.getByRole('searchbox');
    this.totals = page.getByTestId('directory-totals');
    this.found = page.getByTestId('directory-found');
    this.empty = page.getByTestId('directory-rows-empty');
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/#/jzml${query}`);
    await this.root.waitFor();
  }

  sort(key: 'latest' | 'earliest' | 'money'): Locator {
    return this.page.getByTestId(`directory-sort-${key}`);
  }

  /** A row by what it shows (its amount is unique to the test that made it). */
  row(text: string): Locator {
    return this.rows.filter({ hasText: text });
  }
}

/** Yuan as a row shows money (¥1,234.50) → 1234.5; null for a goods row (3本). */
export function yuanOf(text: string): number | null {
  const match = /^¥([\d,]+\.\d{2})$/.exec(text.trim());
  return match?.[1] ? Number(match[1].replace(/,/g, '')) : null;
}

/** A gift paid at the sandbox, as the donation form places it; anonymous when asked. */
export async function payGift(
  token: string,
  itemsId: number,
  currencyMoney: number,
  anonymous = false,
): Promise<string> {
  const answer = await apiPost<{ orderPayRequestDTO: { billNo: string } }>(
    SPEC_PATHS.items.donate,
    { itemsId, payType: 1, currencyMoney, donateFrom: 'U1', ...(anonymous ? { isAnonymous: 1 } : {}) },
    token,
  );
  const { billNo } = answer.orderPayRequestDTO;
  await payInSandbox(billNo);
  return billNo;
}

/** Gives the donor a nickname: the name their gifts carry into the directory. */
export async function setNickname(token: string, nickname: string): Promise<void> {
  await apiPost(SPEC_PATHS.userCenter.updateUser, { nickname }, token);
}
