import { totpCodeOf } from '../fixtures/admin-session.ts';
import { DESKTOP } from '../fixtures/devices.ts';
import { expect, test } from '../fixtures/test.ts';
import { createStaffAccount } from '../pages/admin-api.ts';
import { AdminSettingsPage } from '../pages/admin-settings-page.ts';
import { AdminSignInPage, FIRST_PAINT_MS } from '../pages/admin-sign-in-page.ts';

test.use({ ...DESKTOP, viewport: { width: 1440, height: 900 } });
test.setTimeout(90_000);

/**
 * Issue 21, defect 9: the receipt settings keep a pasted address whole (never cut to its limit) and
 * refuse it with the field's name and limit; a phone nobody can call is refused by name. Nothing is
 * saved: the receipt settings are shared by every test's donor app.
 */
test('an address past its limit and a phone of letters are refused, named, and never cut', async ({
  page,
  baseURL,
}) => {
  const finance = await createStaffAccount(baseURL ?? '', 'finance');
  const signIn = new AdminSignInPage(page);
  await signIn.goto('/admin/settings?tab=receipt');
  await signIn.signIn(finance.username, finance.password, totpCodeOf(finance.secret));
  const settings = new AdminSettingsPage(page);
  await expect(settings.heading).toBeVisible({ timeout: FIRST_PAINT_MS });

  const address = settings.input('自取地址');
  const saved = await address.inputValue();
  await address.fill('路'.repeat(10_000));
  await expect(address).toHaveValue('路'.repeat(10_000));
  await expect(settings.problem('自取地址不能超过 100 个字（现为 10000 个字）')).toBeVisible();
  await expect(settings.save('receipt')).toBeDisabled();
  await address.fill(saved);
  await expect(settings.problem('自取地址不能超过')).toHaveCount(0);

  const phone = settings.input('联系电话');
  await phone.fill('abc-电话');
  await expect(settings.problem('联系电话须为手机号或带区号的座机号')).toBeVisible();
  await expect(settings.save('receipt')).toBeDisabled();
  await phone.fill('0512-6512 3456 转 801');
  await expect(settings.problem('联系电话须为')).toHaveCount(0);
  await expect(settings.save('receipt')).toBeEnabled();
});
