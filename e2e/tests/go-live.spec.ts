import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext } from '@playwright/test';
import { startFakeTencentSms } from '../../apps/server/src/integrations/sms/fake-tencent-sms.ts';
import { startFakeS3 } from '../../apps/server/src/integrations/storage/fake-s3.ts';
import { type FakeWechat, startFakeWechat } from '../../apps/server/src/integrations/wechat/fake-wechat.ts';
import { uniqueMobile } from '../fixtures/accounts.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH, DEBIAN_CHROMIUM, WECHAT_PHONE } from '../fixtures/devices.ts';
import { type RunningServer, startServer, WEB_DIST } from '../fixtures/server.ts';
import { expect, test } from '../fixtures/test.ts';
import { AvatarEditorPage, halvesPng } from '../pages/avatar-editor-page.ts';
import { CashierPage } from '../pages/cashier-page.ts';
import { CertificateViewer } from '../pages/certificate-pages.ts';
import { DonationDetails } from '../pages/donation-details.ts';
import { DonationFormPage } from '../pages/donation-form-page.ts';
import { MinePage } from '../pages/mine-page.ts';

/**
 * Issue 22's closing walk, as README "Going live" has a foundation do it: the server started with
 * NODE_ENV=production and the foundation's own variables — the real WeChat official account, Tencent
 * Cloud SMS and an S3 bucket, each pointed at its local fake (test code that speaks the provider's
 * protocol and checks its signatures) — an https PUBLIC_URL, its own SECRET_KEY and SIGN_KEY, and
 * only the stand-ins a foundation may keep on purpose named in ALMA_ALLOW_DEMO (the sandbox cashier
 * stands for WeChat Pay, which has its own tests; demo data gives it a project). A donor inside
 * WeChat then logs in through the official account, binds a mobile by an SMS code, uploads an
 * avatar and receives a certificate, all kept in the bucket.
 *
 * The browser opens the https address; the test's network layer hands each request to the server
 * on its loopback port, as a TLS proxy in front of it would.
 */
const PUBLIC = 'https://give.example.edu.cn';
const SIGN_KEY = 'the-foundations-own-sign-key-2026';
const SECRET_KEY = 'f'.repeat(64);
const BOOKS = 2;

type FakeTencentSms = Awaited<ReturnType<typeof startFakeTencentSms>>;
type FakeS3 = Awaited<ReturnType<typeof startFakeS3>>;

// The full browser where it is installed: WeChat's authorisation page (the fake, on loopback)
// redirects back to the https address, and Chromium's headless shell follows that redirect without
// asking the routes that stand in for the TLS proxy, so the donor would never come back.
test.use({
  launchOptions: {
    executablePath: fs.existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  },
});

test.describe('going live: production start against the providers’ fakes', () => {
  test.describe.configure({ mode: 'serial' });
  let wechat: FakeWechat;
  let sms: FakeTencentSms;
  let bucket: FakeS3;
  let server: RunningServer;
  let webDist: string;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    wechat = await startFakeWechat({ appId: 'wx1234567890abcdef' });
    sms = await startFakeTencentSms({ secretId: 'AKIDgolive', secretKey: 'sms-secret', appId: '1400000001' });
    bucket = await startFakeS3({
      accessKeyId: 'bucket-key',
      secretAccessKey: 'bucket-secret',
      bucket: 'alma-files',
    });
    // The institution's config carries the installation's own sign key (README step 1).
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'alma-golive-web-'));
    fs.cpSync(WEB_DIST, webDist, { recursive: true });
    const configFile = path.join(webDist, 'config/demo/index.json');
    const institution = JSON.parse(fs.readFileSync(configFile, 'utf8')) as Record<string, unknown>;
    fs.writeFileSync(configFile, JSON.stringify({ ...institution, signKey: SIGN_KEY }));
    server = await startServer({
      env: {
        NODE_ENV: 'production',
        PUBLIC_URL: PUBLIC,
        SECRET_KEY,
        SIGN_KEY,
        WEB_DIST: webDist,
        ALMA_ALLOW_DEMO: 'demo-data,sandbox-pay,demo-receipts,demo-seal,demo-campus-card,file-mail',
        WECHAT_PROVIDER: 'official',
        WECHAT_APP_ID: wechat.appId,
        WECHAT_APP_SECRET: wechat.appSecret,
        WECHAT_API_BASE: wechat.url,
        WECHAT_OPEN_BASE: wechat.url,
        SMS_PROVIDER: 'tencent',
        TENCENT_SMS_SECRET_ID: 'AKIDgolive',
        TENCENT_SMS_SECRET_KEY: 'sms-secret',
        TENCENT_SMS_APP_ID: '1400000001',
        TENCENT_SMS_SIGN_NAME: '示范大学基金会',
        TENCENT_SMS_TEMPLATE_CODE: '1000001',
        TENCENT_SMS_TEMPLATE_NOTICE: '1000002',
        TENCENT_SMS_ENDPOINT: sms.url,
        STORAGE_PROVIDER: 's3',
        S3_ENDPOINT: bucket.url,
        S3_BUCKET: 'alma-files',
        S3_ACCESS_KEY_ID: 'bucket-key',
        S3_SECRET_ACCESS_KEY: 'bucket-secret',
        S3_FORCE_PATH_STYLE: '1',
      },
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    await Promise.all([wechat?.close(), sms?.close(), bucket?.close()]);
    if (webDist) fs.rmSync(webDist, { recursive: true, force: true });
  });

  /** The phone, with the https address answered by the server (the proxy's part). */
  async function phone(browser: import('@playwright/test').Browser): Promise<BrowserContext> {
    const context = await browser.newContext({ ...WECHAT_PHONE, baseURL: PUBLIC });
    await context.route(`${PUBLIC}/**`, async (route) => {
      const url = route.request().url().replace(PUBLIC, server.url);
      const response = await route.fetch({
        url,
        headers: { ...route.request().headers(), 'x-forwarded-proto': 'https' },
        // A redirect is the browser's to follow, as behind a proxy.
        maxRedirects: 0,
      });
      await route.fulfill({ response });
    });
    return context;
  }

  test('the start-up table names every real part, and no stand-in but those allowed', async () => {
    const log = fs.readFileSync(server.logPath, 'utf8');
    expect(log).toContain('Alma production configuration');
    expect(log).toMatch(/WeChat login and JS-SDK[^\n]*official account wx1234567890abcdef/);
    expect(log).toMatch(/SMS[^\n]*tencent gateway/);
    expect(log).toMatch(/files and documents[^\n]*S3-compatible bucket/);
    for (const secret of [SECRET_KEY, SIGN_KEY, 'sms-secret', 'bucket-secret', wechat.appSecret]) {
      expect(log).not.toContain(secret);
    }
  });

  test('a donor in WeChat logs in, binds a mobile by SMS code, uploads an avatar and receives a certificate', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const context = await phone(browser);
    const page = await context.newPage();

    // 1. WeChat: the first visit goes through the official account's authorisation and comes back signed in.
    wechat.nextUser = wechat.newUser();
    await page.goto(`${PUBLIC}/#/mine`);
    const mine = new MinePage(page);
    await mine.root.waitFor();
    await expect(page).toHaveURL(`${PUBLIC}/#/mine`);
    expect(wechat.counts.codeExchanges).toBe(1);

    // 2. SMS: the code travels through the gateway (signed request, approved template), not a log.
    const mobile = uniqueMobile();
    await mine.bindMobile.getByRole('button', { name: '去绑定' }).click();
    await mine.bindMobileInput.fill(mobile);
    await mine.bindSendCode.click();
    await expect(mine.toast('验证码已发送')).toBeVisible();
    const message = sms.sent.at(-1);
    expect(message).toMatchObject({
      phone: `+86${mobile}`,
      templateId: '1000001',
      signName: '示范大学基金会',
    });
    expect(fs.readFileSync(server.logPath, 'utf8')).not.toContain(message?.params[0] ?? 'no code');
    await mine.bindCodeInput.fill(message?.params[0] ?? '');
    await mine.bindSheet.getByRole('button', { name: '绑定', exact: true }).click();
    await expect(mine.toast('绑定成功')).toBeVisible();
    await expect(mine.bindMobile).toHaveCount(0);

    // 3. Storage: the avatar goes to the bucket and comes back through the server.
    await page.getByRole('button', { name: '更换头像' }).click();
    const editor = new AvatarEditorPage(page);
    await editor.root.waitFor();
    await editor.pick({ name: 'me.png', mimeType: 'image/png', buffer: halvesPng(240, 160) });
    await expect(editor.accept).toBeEnabled();
    await editor.accept.click();
    await expect(editor.toast('修改成功')).toBeVisible();
    const avatar = page.getByRole('button', { name: '更换头像' }).locator('img');
    await expect(avatar).toHaveAttribute('src', /^\/files\/avatar\/\d{6}\/[\w-]+\.png$/);
    const avatarKey = ((await avatar.getAttribute('src')) ?? '').replace(/^\//, '');
    expect([...bucket.objects.keys()]).toContain(avatarKey);
    expect(await avatar.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(400);

    // 4. A gift of one book (¥50 earns the certificate), paid, and the certificate drawn into the bucket.
    const form = new DonationFormPage(page);
    await form.goto(`id=${BOOKS}`);
    const details = new DonationDetails(page);
    await form.units.fill('1');
    await details.fill('name', '林青');
    await details.fill('mobile', mobile);
    await details.choose(details.field('identity'), '社会人士');
    await form.agree();
    await form.submit.click();
    const cashier = new CashierPage(page);
    await cashier.waitFor();
    await cashier.pay.click();
    await expect(page).toHaveURL(/#\/success\?billNo=/);
    const viewer = new CertificateViewer(page);
    // The certificate is drawn by a job on a render thread that starts for it: on a loaded 2-core
    // machine that takes a while.
    await expect(viewer.hint).toHaveText('长按图片保存到相册', { timeout: 60_000 });
    // The picture's signed link, read as the proxy would pass it on.
    const src = new URL((await viewer.image.getAttribute('src')) ?? '', PUBLIC);
    const picture = await fetch(`${server.url}${src.pathname}${src.search}`);
    expect(picture.status).toBe(200);
    const contentType = picture.headers.get('content-type');
    const bytes = Buffer.from(await picture.arrayBuffer());
    expect(contentType).toBe('image/png');
    expect(bytes.length).toBeGreaterThan(50_000);
    const certificates = [...bucket.objects.keys()].filter((key) => key.startsWith('documents/certificate'));
    expect(certificates).toHaveLength(1);
    expect(bucket.objects.get(certificates[0] ?? '')?.body.equals(bytes)).toBe(true);
    await context.close();
  });
});
