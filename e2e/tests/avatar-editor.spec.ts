import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { apiGet, newDonor, useToken } from '../fixtures/accounts.ts';
import { expect, test } from '../fixtures/test.ts';
import { AvatarEditorPage, BLUE, halvesPng, near, RED, samplePicture } from '../pages/avatar-editor-page.ts';
import { MinePage } from '../pages/mine-page.ts';

const isUpload = (url: string) => new URL(url).pathname === SPEC_PATHS.system.fileUpload;

/** The avatar's address on mine; '' while the donor has the drawn default. */
async function avatarSrc(button: import('@playwright/test').Locator): Promise<string> {
  const image = button.locator('img');
  return (await image.count()) > 0 ? ((await image.getAttribute('src')) ?? '') : '';
}

/** A new WeChat donor on mine, with the avatar button's picture address before any change. */
async function openEditorFromMine(page: import('@playwright/test').Page) {
  const { token } = await newDonor();
  await useToken(page, token);
  const mine = new MinePage(page);
  await mine.goto();
  const avatarButton = page.getByRole('button', { name: '更换头像' });
  const before = await avatarSrc(avatarButton);
  await avatarButton.click();
  await expect(page).toHaveURL(/#\/cut$/);
  const editor = new AvatarEditorPage(page);
  await editor.root.waitFor();
  return { token, mine, editor, avatarButton, before };
}

test.describe('avatar editor', () => {
  test('a picture turned a quarter right is stored turned: its left half on top', async ({ page }) => {
    const { token, editor, avatarButton, before } = await openEditorFromMine(page);
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (isUpload(request.url())) uploads.push(request.headers()['content-type'] ?? '');
    });
    await expect(editor.accept).toBeDisabled();
    // Wider than tall, so the turn also changes which part the square crop keeps.
    await editor.pick({ name: 'halves.png', mimeType: 'image/png', buffer: halvesPng(240, 160) });
    await expect(editor.stage.locator('img')).toBeVisible();
    await editor.rotateRight.click();
    await expect(editor.stage.locator('img')).toHaveAttribute('style', /rotate\(90deg\)/);
    await expect(editor.accept).toBeEnabled();
    await editor.accept.click();

    await expect(editor.toast('修改成功')).toBeVisible();
    await expect(page).toHaveURL(/#\/mine$/);
    const image = avatarButton.locator('img');
    await expect(image).toHaveAttribute('src', /^\/files\/avatar\/\d{6}\/[\w-]+\.png$/);
    const src = (await image.getAttribute('src')) ?? '';
    expect(src).not.toBe(before);
    expect(uploads).toHaveLength(1);
    expect(uploads[0]).toMatch(/^multipart\/form-data; boundary=/);
    // The server has it as the donor's avatar, not only this screen.
    const profile = await apiGet<{ avatar: string }>(SPEC_PATHS.userCenter.my, {}, token);
    expect(profile.avatar).toBe(src);

    const stored = await samplePicture(page, src);
    expect(stored.contentType).toBe('image/png');
    expect([stored.width, stored.height]).toEqual([400, 400]);
    expect(near(stored.top, RED), `top ${stored.top}`).toBe(true);
    expect(near(stored.bottom, BLUE), `bottom ${stored.bottom}`).toBe(true);
  });

  test('an SVG (with a script) is stored as a PNG drawing, as it was cropped', async ({ page }) => {
    const { editor, avatarButton } = await openEditorFromMine(page);
    const svg = [
      '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200">',
      `<rect width="100" height="200" fill="rgb(${RED.join(',')})"/>`,
      `<rect x="100" width="100" height="200" fill="rgb(${BLUE.join(',')})"/>`,
      '<script>window.parent.svgRan = true;</script></svg>',
    ].join('');
    await editor.pick({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(svg) });
    await expect(editor.accept).toBeEnabled();
    await editor.accept.click();
    await expect(page).toHaveURL(/#\/mine$/);
    const src = (await avatarButton.locator('img').getAttribute('src')) ?? '';
    expect(src).toMatch(/\.png$/);
    const stored = await samplePicture(page, src);
    expect(stored.contentType).toBe('image/png');
    // Not turned: left stays left.
    expect(near(stored.left, RED), `left ${stored.left}`).toBe(true);
    expect(near(stored.right, BLUE), `right ${stored.right}`).toBe(true);
    expect(await page.evaluate(() => (window as { svgRan?: boolean }).svgRan)).toBeUndefined();
  });

  test('cancel returns to mine, uploads nothing and keeps the avatar', async ({ page }) => {
    const { token, editor, avatarButton, before } = await openEditorFromMine(page);
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (isUpload(request.url())) uploads.push(request.url());
    });
    await editor.pick({ name: 'halves.png', mimeType: 'image/png', buffer: halvesPng(120, 120) });
    await editor.rotateLeft.click();
    await editor.cancel.click();
    await expect(page).toHaveURL(/#\/mine$/);
    await new MinePage(page).root.waitFor();
    expect(await avatarSrc(avatarButton)).toBe(before);
    expect(uploads).toEqual([]);
    const profile = await apiGet<{ avatar: string }>(SPEC_PATHS.userCenter.my, {}, token);
    expect(profile.avatar).toBe(before);
  });

  test('a file of another type, or one that is no picture, is refused with a toast and not sent', async ({
    page,
  }) => {
    const { editor } = await openEditorFromMine(page);
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (isUpload(request.url())) uploads.push(request.url());
    });
    await editor.pick({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(editor.toast('只能选择 gif、jpeg、jpg、png、svg 格式的图片')).toBeVisible();
    await expect(editor.choose).toBeVisible();
    await expect(editor.accept).toBeDisabled();

    await editor.pick({ name: 'photo.webp', mimeType: 'image/webp', buffer: halvesPng(10, 10) });
    await expect(editor.toast('只能选择 gif、jpeg、jpg、png、svg 格式的图片')).toBeVisible();

    await editor.pick({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
    await expect(editor.toast('无法读取这张图片，请换一张')).toBeVisible();
    await expect(editor.choose).toBeVisible();
    await expect(editor.accept).toBeDisabled();
    expect(uploads).toEqual([]);
  });

  test('without a login it asks for one first', async ({ page }) => {
    await page.goto('/#/cut');
    await expect(page).toHaveURL(/#\/login\?redirect=%2Fcut$/);
  });
});
