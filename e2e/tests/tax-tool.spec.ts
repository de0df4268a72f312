import type { Locator, Page } from '@playwright/test';
import { newDonor, useToken } from '../fixtures/accounts.ts';
import { expect, test } from '../fixtures/test.ts';
import { payInSandbox, placeOrder } from '../pages/payment-pages.ts';
import { placeholderOverflow } from '../pages/text-fit.ts';

/**
 * The tax-deduction tool (doc 3 §2, §5, §9; issue 13): tax-tool's two calculators and their
 * validation toasts, tax-result's figures for the worked examples, its ways on (home, back to the
 * tool, the three laws), English, and a signed-in donor filling the amount from this year's gifts.
 * Nothing here is stored: only the last test makes data (its own donor and gift).
 */

/** tax-tool: the calculator switch, the figures, 已捐赠, 开始计算. */
class TaxToolPage {
  readonly screen: Locator;
  readonly submit: Locator;
  readonly donated: Locator;
  readonly yearGifts: Locator;

  constructor(readonly page: Page) {
    this.screen = page.getByTestId('tax-tool');
    this.submit = page.getByTestId('tax-submit');
    this.donated = page.getByTestId('tax-donated').getByRole('switch');
    this.yearGifts = page.getByTestId('tax-year-gifts');
  }

  async goto(): Promise<void> {
    await this.page.goto('/#/tax-tool');
    await expect(this.screen).toBeVisible();
  }

  /** 个人所得税 / 企业所得税 (or their English names). */
  async choose(calculator: string): Promise<void> {
    const option = this.page.getByRole('option', { name: calculator });
    await option.click();
    await expect(option).toHaveAttribute('aria-selected', 'true');
  }

  field(name: 'gz' | 'wxyj' | 'zxkc' | 'jz' | 'lr'): Locator {
    return this.page.locator(`#tax-${name}`);
  }

  /** The toast of the latest problem; antd-mobile shows one at a time. */
  toast(text: string): Locator {
    return this.page.locator('.adm-toast-main').getByText(text, { exact: true });
  }

  /** Submits and expects the toast, then fills the field it asked for. */
  async expectProblem(text: string): Promise<void> {
    await this.submit.click();
    await expect(this.toast(text)).toBeVisible();
    await expect(this.page).toHaveURL(/#\/tax-tool/);
  }
}

/** tax-result: the saving, the comparison table, the donation's deduction, the ways on. */
class TaxResultPage {
  readonly screen: Locator;
  readonly saving: Locator;
  readonly summary: Locator;
  readonly error: Locator;
  readonly donate: Locator;
  readonly again: Locator;
  readonly laws: Locator;

  constructor(readonly page: Page) {
    this.screen = page.getByTestId('tax-result');
    this.saving = page.getByTestId('tax-saving');
    this.summary = page.getByTestId('tax-summary');
    this.error = page.getByTestId('tax-result-error');
    this.donate = page.getByTestId('tax-donate');
    this.again = page.getByTestId('tax-again');
    this.laws = page.getByTestId('tax-laws').getByRole('link');
  }

  /** A figure of the comparison: `tax-without`, `taxable-with`, … */
  cell(row: string, side: 'without' | 'with'): Locator {
    return this.page.getByTestId(`tax-${row}-${side}`);
  }

  value(name: 'donation-amount' | 'cap' | 'deductible' | 'carried' | 'yearly-salary'): Locator {
    return this.page.getByTestId(`tax-${name}`);
  }
}

test.describe('the tax tool for an anonymous visitor', () => {
  test('personal: each missing figure is toasted, then the worked example of a 300,000 income', async ({
    page,
  }) => {
    // No session: the tool never asks for this year's gifts.
    const statementCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/center/statement')) statementCalls.push(request.url());
    });
    const tool = new TaxToolPage(page);
    await tool.goto();
    await expect(page).toHaveTitle('抵税计算器');
    await expect(page.getByRole('option', { name: '个人所得税' })).toHaveAttribute('aria-selected', 'true');

    await tool.expectProblem('请输入工资');
    await expect(tool.yearGifts).toHaveCount(0);
    await tool.field('gz').fill('25000');
    await tool.expectProblem('请输入五险一金');
    await tool.field('wxyj').fill('0');
    await tool.expectProblem('请输入专项扣除');
    await tool.field('zxkc').fill('0');
    await tool.donated.click();
    await expect(tool.donated).toHaveAttribute('aria-checked', 'true');
    await tool.expectProblem('请输入捐赠金额');
    // The input keeps an amount only: letters and a third decimal never get in.
    await tool.field('jz').fill('1abc0000.009');
    await expect(tool.field('jz')).toHaveValue('10000.00');
    await tool.submit.click();

    const result = new TaxResultPage(page);
    await expect(result.screen).toBeVisible();
    await expect(page).toHaveURL(/#\/tax-result\?type=personal&gz=25000&wxyj=0&zxkc=0&jz=10000&isDonate=1$/);
    await expect(page).toHaveTitle('抵税结果');
    await expect(result.value('yearly-salary')).toHaveText('¥300,000.00');
    await expect(result.cell('taxable', 'without')).toHaveText('¥240,000.00');
    await expect(result.cell('rate', 'without')).toHaveText('20%');
    await expect(result.cell('quick', 'without')).toHaveText('¥16,920.00');
    await expect(result.cell('tax', 'without')).toHaveText('¥31,080.00');
    await expect(result.cell('taxable', 'with')).toHaveText('¥230,000.00');
    await expect(result.cell('tax', 'with')).toHaveText('¥29,080.00');
    await expect(result.value('cap')).toHaveText('¥72,000.00');
    await expect(result.value('deductible')).toHaveText('¥10,000.00');
    await expect(result.saving).toHaveText('¥2,000.00');

    // Back to the tool with the figures kept; a gift over the 30 % cap deducts only 72,000.
    await result.again.click();
    await expect(tool.screen).toBeVisible();
    await expect(tool.field('gz')).toHaveValue('25000');
    await expect(tool.donated).toHaveAttribute('aria-checked', 'true');
    await tool.field('jz').fill('100000');
    await tool.submit.click();
    await expect(result.cell('tax', 'with')).toHaveText('¥16,680.00');
    await expect(result.value('deductible')).toHaveText('¥72,000.00');
    await expect(result.summary).toHaveText('捐赠 ¥100,000.00，其中 ¥72,000.00 可在税前扣除');
    await expect(result.saving).toHaveText('¥14,400.00');

    // Browser Back finds the tool filled in too; not donated, the cap is suggested as the gift.
    await page.goBack();
    await expect(tool.field('jz')).toHaveValue('100000');
    await tool.donated.click();
    await expect(tool.field('jz')).toHaveCount(0);
    await tool.submit.click();
    await expect(page).toHaveURL(/isDonate=0$/);
    await expect(result.value('donation-amount')).toHaveText('¥72,000.00');
    await expect(result.cell('tax', 'with')).toHaveText('¥16,680.00');
    await expect(result.summary).toContainText('若捐赠 ¥72,000.00');

    // The three laws, on government sites, opened outside the app.
    await expect(result.laws).toHaveText([
      '中华人民共和国慈善法',
      '中华人民共和国个人所得税法',
      '中华人民共和国企业所得税法',
    ]);
    for (const link of await result.laws.all()) {
      await expect(link).toHaveAttribute('href', /^https:\/\/[a-z]+\.(npc|chinatax)\.gov\.cn\//);
      await expect(link).toHaveAttribute('target', '_blank');
    }

    // 去捐赠: the donation home.
    await result.donate.click();
    await expect(page).toHaveURL(/#\/$/);
    await expect(page.getByTestId('project-card').first()).toBeVisible();
    expect(statementCalls).toEqual([]);
  });

  test('company: profit and donation toasts, then a 150,000 gift on a 1,000,000 profit', async ({ page }) => {
    const tool = new TaxToolPage(page);
    await tool.goto();
    await tool.choose('企业所得税');
    await expect(tool.field('gz')).toHaveCount(0);
    await tool.expectProblem('请输入利润');
    await tool.field('lr').fill('100');
    await tool.donated.click();
    await tool.expectProblem('请输入捐赠金额');
    await tool.field('jz').fill('15');
    await tool.submit.click();

    const result = new TaxResultPage(page);
    await expect(page).toHaveURL(/#\/tax-result\?type=company&lr=100&jz=15&isDonate=1$/);
    await expect(result.value('cap')).toHaveText('12.00 万元');
    await expect(result.value('deductible')).toHaveText('12.00 万元');
    await expect(result.value('carried')).toHaveText('3.00 万元');
    await expect(result.cell('profit', 'without')).toHaveText('115.00 万元');
    await expect(result.cell('taxable', 'with')).toHaveText('103.00 万元');
    await expect(result.cell('tax', 'without')).toHaveText('28.75 万元');
    await expect(result.cell('tax', 'with')).toHaveText('25.75 万元');
    await expect(result.saving).toHaveText('3.00 万元');
    await expect(page.getByTestId('tax-carried-saving')).toHaveText('结转部分以后最多可再节税 0.75 万元');

    // 重新计算 comes back to the company calculator with its figures.
    await result.again.click();
    await expect(page.getByRole('option', { name: '企业所得税' })).toHaveAttribute('aria-selected', 'true');
    await expect(tool.field('lr')).toHaveValue('100');
    await expect(tool.field('jz')).toHaveValue('15');
  });

  test('a result link with missing or bad figures says so and leads back to the tool', async ({ page }) => {
    const result = new TaxResultPage(page);
    await page.goto('/#/tax-result');
    await expect(result.error).toContainText('计算参数缺失或有误');
    await page.goto('/#/tax-result?type=personal&gz=25000&zxkc=0&isDonate=0');
    await expect(result.error).toContainText('请输入五险一金');
    await page.goto('/#/tax-result?type=company&lr=-5&isDonate=0');
    await expect(result.error).toContainText('请输入正确的利润');
    await result.again.click();
    await expect(page.getByTestId('tax-tool')).toBeVisible();
  });
});

test.describe('the tax tool in English', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('language', 'English'));
  });

  test('every validation toast and the result speak English', async ({ page }) => {
    const tool = new TaxToolPage(page);
    await tool.goto();
    await expect(page).toHaveTitle('Tax calculator');
    await expect(page.getByLabel('Monthly salary', { exact: true })).toBeVisible();
    await tool.expectProblem('Please enter your salary');
    await tool.field('gz').fill('25000');
    await tool.expectProblem('Please enter your social insurance and housing fund');
    await tool.field('wxyj').fill('0');
    await tool.expectProblem('Please enter your special deductions');
    await tool.field('zxkc').fill('0');
    await tool.donated.click();
    await tool.expectProblem('Please enter the donation amount');
    // Each hint is read whole beside its long English label at 390 px, not cut off.
    for (const name of ['gz', 'wxyj', 'zxkc', 'jz'] as const) {
      await tool.field(name).fill('');
      expect(await placeholderOverflow(tool.field(name)), name).toBeLessThanOrEqual(0);
    }
    await tool.field('gz').fill('25000');
    await tool.field('wxyj').fill('0');
    await tool.field('zxkc').fill('0');

    await tool.choose('Enterprise income tax');
    expect(await placeholderOverflow(tool.field('lr')), 'lr').toBeLessThanOrEqual(0);
    await tool.expectProblem('Please enter the profit');
    await tool.field('lr').fill('100');
    await tool.submit.click();

    const result = new TaxResultPage(page);
    await expect(page).toHaveTitle('Tax result');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Enterprise income tax deduction');
    await expect(result.cell('tax', 'without')).toHaveText('25.00 × 10k CNY');
    await expect(result.again).toHaveText('Calculate again');
    await expect(result.donate).toHaveText('Donate now');
    await expect(result.laws.first()).toHaveText('Charity Law of the People’s Republic of China');
  });
});

test.describe('a signed-in donor', () => {
  test('fills the donation amount with this year’s paid gifts', async ({ page }) => {
    test.setTimeout(60_000);
    const donor = await newDonor();
    // ¥150 given to project 14 (demo data; no test asserts its totals) and paid at the sandbox.
    const order = await placeOrder(donor.token, 14, 150);
    await payInSandbox(order.billNo);
    await useToken(page, donor.token);

    const tool = new TaxToolPage(page);
    await tool.goto();
    await expect(tool.yearGifts).toHaveText('用今年已捐 ¥150.00');
    await expect(tool.donated).toHaveAttribute('aria-checked', 'false');
    await tool.yearGifts.click();
    await expect(tool.donated).toHaveAttribute('aria-checked', 'true');
    await expect(tool.field('jz')).toHaveValue('150');

    // The company calculator takes 万元: the same gifts are 0.015 of them.
    await tool.choose('企业所得税');
    await tool.yearGifts.click();
    await expect(tool.field('jz')).toHaveValue('0.015');

    await tool.choose('个人所得税');
    await tool.field('gz').fill('25000');
    await tool.field('wxyj').fill('2000');
    await tool.field('zxkc').fill('1000');
    await tool.submit.click();
    const result = new TaxResultPage(page);
    // 12 × (25,000 − 2,000 − 1,000) − 60,000 = 204,000 → 20 %: 23,880; less ¥150: 23,850.
    await expect(result.cell('tax', 'without')).toHaveText('¥23,880.00');
    await expect(result.cell('tax', 'with')).toHaveText('¥23,850.00');
    await expect(result.saving).toHaveText('¥30.00');
  });
});
