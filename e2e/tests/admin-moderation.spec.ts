import { randomUUID } from 'node:crypto';
import { newDonor, useToken } from '../fixtures/accounts.ts';
import { totpCodeOf } from '../fixtures/admin-session.ts';
import { DESKTOP, WECHAT_PHONE } from '../fixtures/devices.ts';
import { expect, test } from '../fixtures/test.ts';
import { createStaffAccount } from '../pages/admin-api.ts';
import { AdminConsole } from '../pages/admin-console-page.ts';
import { AdminMessagesPage } from '../pages/admin-messages-page.ts';
import { AdminSignInPage } from '../pages/admin-sign-in-page.ts';
import { ProjectDetailPage } from '../pages/project-detail-page.ts';

// The console is a desktop application; the donor is on a phone in WeChat, in a context of its own.
test.use({ ...DESKTOP, viewport: { width: 1440, height: 900 } });
// Staff sign-in, the console's lazy screens and the phone app in one test: the sign-in spec's allowance.
test.setTimeout(90_000);

/** 校友“饮水思源”基金 audits its messages (apps/server/src/db/seed/projects-data.ts, isAuditMessage). */
const AUDITED_PROJECT = 6;

test('a content editor approves a donor’s message and replies, and the phone shows both', async ({
  page,
  browser,
  baseURL,
}) => {
  const text = `感谢母校培养 ${randomUUID().slice(0, 8)}`;
  const answer = `谢谢您的祝福 ${randomUUID().slice(0, 4)}`;

  const phone = await browser.newContext({ ...WECHAT_PHONE, baseURL });
  const phonePage = await phone.newPage();
  await useToken(phonePage, (await newDonor()).token);
  const detail = new ProjectDetailPage(phonePage);
  await detail.goto(AUDITED_PROJECT, '&tab=message');
  await expect(detail.rows('message').first()).toBeVisible();
  await detail.post(text);
  await expect(detail.toast).toHaveText('留言成功，等待审核');

  const editor = await createStaffAccount(baseURL ?? '', 'content_editor');
  const signIn = new AdminSignInPage(page);
  await signIn.goto('/admin/messages');
  await signIn.signIn(editor.username, editor.password, totpCodeOf(editor.secret));
  const shell = new AdminConsole(page);
  await expect(shell.menuItem('留言审核')).toBeVisible();
  const queue = new AdminMessagesPage(page);
  await expect(page).toHaveURL(/\/admin\/messages$/);
  await expect(queue.tab('待审核')).toHaveAttribute('aria-selected', 'true');
  await queue.find(text);
  await expect(queue.row(text)).toHaveCount(1);
  await expect(queue.row(text)).toContainText('校友“饮水思源”基金');

  await queue.approve(text);
  await expect(queue.toast.last()).toContainText('已处理 1 条留言');
  await expect(queue.row(text)).toHaveCount(0);
  await queue.tab('已通过').click();
  await expect(page).toHaveURL(/status=approved/);
  await expect(queue.row(text)).toHaveCount(1);
  await queue.reply(text, answer);
  await expect(queue.row(text).getByTestId('message-reply')).toHaveText(`回复：${answer}`);

  // The same address again would only change the hash: reload, as a donor pulling to refresh.
  await phonePage.reload();
  const posted = detail.rows('message').filter({ hasText: text });
  await expect(posted).toBeVisible();
  await expect(posted.getByTestId('message-reply')).toHaveText(`回复：${answer}`);
  await phone.close();
});

test('a project manager reads the queue but has no moderation buttons', async ({ page, baseURL }) => {
  const manager = await createStaffAccount(baseURL ?? '', 'project_manager');
  const signIn = new AdminSignInPage(page);
  await signIn.goto('/admin/messages');
  await signIn.signIn(manager.username, manager.password, totpCodeOf(manager.secret));
  const queue = new AdminMessagesPage(page);
  await expect(page.locator('.admin-page h3')).toHaveText('留言审核');
  await expect(queue.table).toBeVisible();
  await expect(page.getByRole('button', { name: '批量通过' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^回\s*复$/ })).toHaveCount(0);
});
