import type { TAgreementPages, TCpuGeneration, TMySignRow } from '@alma/shared/api/agreements';
import { DONATEU, SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { count, eq } from 'drizzle-orm';
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import sharp from 'sharp';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  alumnus,
  blankPng,
  contractProject,
  hhuProject,
  multipartWithFields,
  postSignature,
  signaturePng,
} from '../../../test/agreement-fixtures.ts';
import { createUser } from '../../../test/fixtures.ts';
import { createGrove } from '../../../test/naming-fixtures.ts';
import { donate, notify, placeOrder } from '../../../test/order-fixtures.ts';
import { hasPdfsig, pdfsigReport } from '../../../test/pdfsig.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { agreements, agreementVersions } from '../../db/schema/agreements.ts';
import { donations } from '../../db/schema/donations.ts';
import { checkPdfSignature } from '../../integrations/documents/pdf-signature-verify.ts';

const CPU = SPEC_PATHS.cpuSign;
const HHU = SPEC_PATHS.hhuSign;

let t: TestApp;
let projectId: number;

beforeAll(async () => {
  // The sandbox takes WeChat pay (1): the hhu tree is paid as a naming order.
  t = await createTestApp({ PAY_PROVIDERS: '1:sandbox' });
  projectId = await contractProject(t);
});
afterAll(() => t.close());

/** GETs a document link the server gave (path and query), as a phone or a browser would. */
async function open(link: string) {
  const url = new URL(link, 'http://local');
  return t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
}

async function pdfText(bytes: Buffer): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(bytes));
  return (await extractText(document, { mergePages: true })).text.replace(/\s+/g, '');
}

async function hasImage(bytes: Buffer): Promise<boolean> {
  const doc = await PDFDocument.load(bytes);
  return doc.context
    .enumerateIndirectObjects()
    .some(
      ([, object]) =>
        object instanceof PDFRawStream && object.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'),
    );
}

/** The stored key of the generated PDF a link names (the test's way back to the row). */
async function keyOf(link: string): Promise<string | undefined> {
  const id = Number(/\/documents\/agreement\/(\d+)\./.exec(link)?.[1]);
  const [row] = await t.deps.database.db.select().from(agreements).where(eq(agreements.id, id));
  return row?.unsignedKey;
}

async function agreementCount(): Promise<number> {
  const [row] = await t.deps.database.db.select({ n: count() }).from(agreements);
  return row?.n ?? 0;
}

async function generate(token: string, body: Record<string, unknown>) {
  return t.post<TCpuGeneration>(CPU.generation, body, { token });
}

const form = (mobile = '139****0000') => ({
  donateItemId: String(projectId),
  name: '欧阳明月',
  mobile,
  idNo: '3201**********1234',
  donationAmount: '5000',
});

describe('the cpu contract flow', () => {
  it('a certified alumnus generates, reads the pages, signs by hand, and gets the sealed agreement', async () => {
    const donor = await alumnus(t);
    const projects = await t.get<Array<{ id: number; name: string }>>(
      CPU.projectList,
      {},
      { token: donor.token },
    );
    expect(projects.data).toContainEqual({ id: projectId, name: '图书馆建设' });

    // The form sends what baseInfo showed (masked): the agreement is made with the account's own details.
    const made = await generate(donor.token, form());
    expect(made.code).toBe(0);
    const { id, unilateralAgreementUrl } = made.data;
    const unsigned = await open(unilateralAgreementUrl);
    expect(unsigned.statusCode).toBe(200);
    expect(unsigned.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(unsigned.rawPayload);
    for (const part of [
      '欧阳明月',
      '320102199001011234',
      donor.mobile,
      '5,000.00',
      '伍仟元整',
      '图书馆建设',
    ]) {
      expect(text).toContain(part);
    }
    expect(await hasImage(unsigned.rawPayload)).toBe(false);

    // Every page as a picture for the phone.
    const pages = await t.get<TAgreementPages>(
      CPU.pages,
      { url: unilateralAgreementUrl },
      { token: donor.token },
    );
    expect(pages.data.pages.length).toBeGreaterThanOrEqual(1);
    const picture = await open(pages.data.pages[0]!.url);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(await sharp(picture.rawPayload).metadata()).toMatchObject({ width: 900, format: 'png' });

    const signed = await postSignature(
      t,
      CPU.signature,
      donor.token,
      { signAgreementId: String(id) },
      await signaturePng(),
    );
    expect(signed).toMatchObject({ code: 0 });

    let [row] = (await t.get<TMySignRow[]>(CPU.getMySign, {}, { token: donor.token })).data;
    expect(row).toMatchObject({
      id,
      donateItemTitle: '图书馆建设',
      donationAmount: 5000,
      status: 'SIGNED',
      mutualAgreementUrl: '',
    });
    expect(row?.signTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    const donorSigned = await open(row!.unilateralAgreementUrl);
    expect(await hasImage(donorSigned.rawPayload)).toBe(true);
    const signedText = await pdfText(donorSigned.rawPayload);
    expect(signedText).toContain('签署证据');
    expect(signedText).toContain('3201**********1234');
    expect(checkPdfSignature(donorSigned.rawPayload)).toEqual({ signed: false });

    // The seal follows the signing as a job.
    await t.jobs.runUntilIdle();
    [row] = (await t.get<TMySignRow[]>(CPU.getMySign, {}, { token: donor.token })).data;
    expect(row?.status).toBe('SEALED');
    const sealed = await open(row!.mutualAgreementUrl);
    expect(sealed.statusCode).toBe(200);
    const check = checkPdfSignature(sealed.rawPayload);
    expect(check).toMatchObject({
      signed: true,
      intact: true,
      coversWholeFile: true,
      subFilter: 'ETSI.CAdES.detached',
    });
    expect(
      Buffer.from(sealed.rawPayload.subarray(0, donorSigned.rawPayload.length)).equals(
        donorSigned.rawPayload,
      ),
    ).toBe(true);
    // A standard validator agrees: poppler's pdfsig (CI installs it and requires it here).
    if (process.env.CI || (await hasPdfsig())) {
      const verdict = await pdfsigReport(sealed.rawPayload);
      expect(verdict.validations, verdict.report).toEqual(['Signature is Valid.']);
      const changed = Buffer.from(sealed.rawPayload);
      // One byte of the donor-signed part (a page object's type), inside the signed range.
      const at = changed.indexOf('/Type /Page') + 1;
      changed[at] = changed[at]! ^ 0x01;
      const broken = await pdfsigReport(changed);
      expect(broken.validations, broken.report).not.toContain('Signature is Valid.');
    }
    expect(await pdfText(sealed.rawPayload)).toContain('欧阳明月');
    const mutualPages = await t.get<TAgreementPages>(
      CPU.pages,
      { url: row!.mutualAgreementUrl },
      { token: donor.token },
    );
    expect(mutualPages.data.pages.length).toBe(pages.data.pages.length + 1);
  });

  it('checks the form in the spec’s order and words, and stores nothing', async () => {
    const donor = await alumnus(t);
    const before = await agreementCount();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{}, '请输入姓名'],
      [{ name: '甲' }, '请输入手机'],
      [{ name: '甲', mobile: '1' }, '请输入证件号码'],
      [{ name: '甲', mobile: '1', idNo: '1' }, '请选择捐赠项目'],
      [{ ...form(), donationAmount: '' }, '请输入捐赠金额'],
      [{ ...form(), donationAmount: '-3' }, '捐赠金额必须是正数'],
      [{ ...form(), donationAmount: 'abc' }, '捐赠金额必须是正数'],
      [{ ...form(), donationAmount: '1.234' }, '捐赠金额最多两位小数'],
      [{ ...form(), donationAmount: '10000000.01' }, '捐赠金额不能超过10,000,000元'],
      [{ ...form(), donateItemId: '999999' }, '该项目暂不接受协议捐赠'],
      [{ ...form(), donateItemId: 'x' }, '该项目暂不接受协议捐赠'],
    ];
    for (const [body, words] of cases) {
      const answer = await generate(donor.token, body);
      expect(answer, JSON.stringify(body)).toMatchObject({ code: -1, message: words });
    }
    const english = await t.post(
      CPU.generation,
      { ...form(), donationAmount: '0' },
      { token: donor.token, language: 'English' },
    );
    expect(english.message).toBe('The donation amount must be a positive number');
    expect(await agreementCount()).toBe(before);
  });

  it('is for certified alumni with a whole identity, and needs a token', async () => {
    const stranger = await createUser(t.deps, { realName: '路人', isAlumni: false });
    expect(await generate(stranger.token, form())).toMatchObject({ code: -998, data: { errorCode: '0201' } });
    const noId = await createUser(t.deps, {
      realName: '校友甲',
      isAlumni: true,
      mobileBox: t.deps.secrets.seal('86-13900000001'),
    });
    expect(await generate(noId.token, form())).toMatchObject({ code: -1, message: '请输入证件号码' });
    expect((await t.post(CPU.generation, form(), { token: null })).code).toBe(-997);
  });

  it('answers “not found” for someone else’s agreement, address or page, and for an altered link', async () => {
    const owner = await alumnus(t);
    const other = await alumnus(t, '第三者');
    const { id, unilateralAgreementUrl } = (await generate(owner.token, form())).data;
    const png = await signaturePng();

    expect(
      await postSignature(t, CPU.signature, other.token, { signAgreementId: String(id) }, png),
    ).toMatchObject({
      code: -1,
      message: '协议不存在',
    });
    expect((await t.get(CPU.pages, { url: unilateralAgreementUrl }, { token: other.token })).message).toBe(
      '协议不存在',
    );
    expect(
      await postSignature(t, HHU.signature, other.token, { pdfUrl: unilateralAgreementUrl }, png),
    ).toMatchObject({
      code: -1,
      message: '协议不存在',
    });
    const altered = unilateralAgreementUrl.replace(`/${id}.0.u`, `/${id + 1}.0.u`);
    expect((await open(altered)).statusCode).toBe(404);
    expect((await open(unilateralAgreementUrl.replace(/s=[^&]+/, 's=forged'))).statusCode).toBe(404);
    expect(
      (
        await t.get(
          CPU.pages,
          { url: 'https://elsewhere.example/documents/agreement/1.0.u' },
          { token: owner.token },
        )
      ).code,
    ).toBe(-1);
    // A sealed form before the seal does not exist yet.
    expect((await open(unilateralAgreementUrl.replace('.0.u', '.1.m'))).statusCode).toBe(404);
    expect(
      (await t.get<TMySignRow[]>(CPU.getMySign, {}, { token: other.token })).data.map((row) => row.id),
    ).not.toContain(id);
  });

  it('refuses a picture that is not a PNG, a blank one and a missing id, storing no version', async () => {
    const donor = await alumnus(t);
    const { id } = (await generate(donor.token, form())).data;
    const jpeg = await sharp(await signaturePng())
      .jpeg()
      .toBuffer();
    expect(
      await postSignature(t, CPU.signature, donor.token, { signAgreementId: String(id) }, jpeg),
    ).toMatchObject({
      code: -1,
      message: '签名须为PNG图片',
    });
    expect(
      await postSignature(t, CPU.signature, donor.token, { signAgreementId: String(id) }, await blankPng()),
    ).toMatchObject({
      code: -1,
      message: '签名是空白的，请重新签名',
    });
    expect(
      (await postSignature(t, CPU.signature, donor.token, { signAgreementId: 'abc' }, await signaturePng()))
        .code,
    ).toBe(-1);
    const versions = await t.deps.database.db
      .select()
      .from(agreementVersions)
      .where(eq(agreementVersions.agreementId, id));
    expect(versions).toEqual([]);
  });

  it('two signatures of one agreement at once make one version; signing again later makes the next', async () => {
    const donor = await alumnus(t);
    const { id } = (await generate(donor.token, form())).data;
    const [first, second] = await Promise.all([
      postSignature(t, CPU.signature, donor.token, { signAgreementId: String(id) }, await signaturePng()),
      postSignature(
        t,
        CPU.signature,
        donor.token,
        { signAgreementId: String(id) },
        await signaturePng('M60 100 L 640 300 M 60 300 L 640 100'),
        { fileFirst: true },
      ),
    ]);
    expect([first.code, second.code]).toEqual([0, 0]);
    const versions = () =>
      t.deps.database.db.select().from(agreementVersions).where(eq(agreementVersions.agreementId, id));
    expect(await versions()).toHaveLength(1);
    await t.jobs.runUntilIdle();
    const [sealedOne] = await versions();
    expect(sealedOne?.sealedKey).toBeTruthy();

    await postSignature(
      t,
      CPU.signature,
      donor.token,
      { signAgreementId: String(id) },
      await signaturePng('M50 50 L 650 350'),
    );
    await t.jobs.runUntilIdle();
    const all = await versions();
    expect(all.map((version) => version.version).sort()).toEqual([1, 2]);
    // The first version is as it was: a signed version never changes.
    expect(all.find((version) => version.version === 1)).toEqual(sealedOne);
  });
});

describe('the hhu tree agreement', () => {
  it('generates from the naming form’s name, mobile and amount, signs by the PDF’s address and answers the signed PDF', async () => {
    await hhuProject(t);
    const donor = await createUser(t.deps, { realName: '' });
    const made = await t.post<string>(
      HHU.generation,
      { name: '林小树', mobile: '13800001111', donationAmount: 2000 },
      { token: donor.token },
    );
    expect(made.code).toBe(0);
    const text = await pdfText((await open(made.data)).rawPayload);
    for (const part of ['林小树', '13800001111', '2,000.00', '贰仟元整']) expect(text).toContain(part);

    const signed = await postSignature<string>(
      t,
      HHU.signature,
      donor.token,
      { pdfUrl: made.data },
      await signaturePng(),
    );
    expect(signed.code).toBe(0);
    const file = await open(signed.data);
    expect(file.statusCode).toBe(200);
    expect(await hasImage(file.rawPayload)).toBe(true);
    const [row] = (await t.get<TMySignRow[]>(CPU.getMySign, {}, { token: donor.token })).data;
    expect(row).toMatchObject({ donationAmount: 2000, status: 'SIGNED' });
  });

  it('the tree is paid as a naming order carrying the signed agreement: the tree is named and the agreement has its money', async () => {
    const grove = await createGrove(t.deps, [[{ seatName: '银杏', displayNo: 7, priceFen: 200_000 }]]);
    const seatId = grove.seatIds[0]![0]!;
    const donor = await createUser(t.deps, { realName: '' });
    const made = await t.post<string>(
      HHU.generation,
      { name: '林小树', mobile: '13800002222', donationAmount: '2000', itemsId: grove.itemsId, seatId },
      { token: donor.token },
    );
    const signedUrl = (
      await postSignature<string>(t, HHU.signature, donor.token, { pdfUrl: made.data }, await signaturePng())
    ).data;
    const body = {
      itemsId: grove.itemsId,
      itemsType: 2,
      namingType: 1,
      payType: 1,
      currencyMoney: 2000,
      seatList: [
        {
          seatId,
          termYear: 0,
          donorName: '林小树',
          donorIdentity: '校友',
          donationMessage: '绿意长存',
          itemsId: grove.itemsId,
        },
      ],
      agreementUrl: signedUrl,
    };
    // Another donor's agreement, or one for another amount, is refused and holds nothing.
    const other = await createUser(t.deps);
    expect((await donate(t, other.token, body)).message).toBe('请先签约捐赠协议书');
    const cheaper = await t.post<string>(
      HHU.generation,
      { name: '林小树', mobile: '13800002222', donationAmount: '1000', itemsId: grove.itemsId },
      { token: donor.token },
    );
    const cheaperSigned = (
      await postSignature<string>(
        t,
        HHU.signature,
        donor.token,
        { pdfUrl: cheaper.data },
        await signaturePng(),
      )
    ).data;
    expect((await donate(t, donor.token, { ...body, agreementUrl: cheaperSigned })).message).toBe(
      '捐赠金额与协议金额不一致，请重新签约捐赠协议书',
    );

    const billNo = await placeOrder(t, donor.token, body);
    expect((await notify(t, { billNo, amountFen: 200_000 })).statusCode).toBe(200);
    await t.jobs.runUntilIdle();
    const [row] = await t.deps.database.db
      .select()
      .from(agreements)
      .where(eq(agreements.unsignedKey, (await keyOf(made.data))!));
    const [order] = await t.deps.database.db.select().from(donations).where(eq(donations.billNo, billNo));
    expect(row).toMatchObject({ status: 'FUNDS_RECEIVED', donationId: order!.id, seatId });
    const status = await t.post<Record<string, number>>(`${DONATEU}/naming/activity/getSeatStatusList`, {
      itemsId: grove.itemsId,
    });
    expect(status.data[String(seatId)]).toBe(2);
  });

  it('checks name, mobile and amount in order', async () => {
    const donor = await createUser(t.deps);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{}, '请输入姓名'],
      [{ name: '林' }, '请输入手机'],
      [{ name: '林', mobile: '123' }, '请输入合法的手机号'],
      [{ name: '林', mobile: '13800001111' }, '请输入捐赠金额'],
      [{ name: '林', mobile: '13800001111', donationAmount: -1 }, '捐赠金额必须是正数'],
    ];
    for (const [body, words] of cases) {
      expect((await t.post(HHU.generation, body, { token: donor.token })).message).toBe(words);
    }
  });
});

describe('the public check of an agreement PDF', () => {
  async function check(file: Buffer, language = '') {
    const { payload, contentType } = multipartWithFields(
      {},
      { content: file, contentType: 'application/pdf', filename: 'a.pdf' },
    );
    const response = await t.app.inject({
      method: 'POST',
      url: `/verify-agreement${language}`,
      payload,
      headers: { 'content-type': contentType },
    });
    return {
      status: response.statusCode,
      verdict: /data-verdict="([a-z-]+)"/.exec(response.body)?.[1],
      body: response.body,
    };
  }

  it('knows a sealed agreement and its version, sees a changed or foreign file, and keeps nothing', async () => {
    const donor = await alumnus(t, '欧阳明月');
    const { id } = (await generate(donor.token, form())).data;
    await postSignature(t, CPU.signature, donor.token, { signAgreementId: String(id) }, await signaturePng());
    await t.jobs.runUntilIdle();
    const [row] = (await t.get<TMySignRow[]>(CPU.getMySign, {}, { token: donor.token })).data;
    const sealed = (await open(row!.mutualAgreementUrl)).rawPayload;

    const page = await t.app.inject({ method: 'GET', url: '/verify-agreement' });
    expect(page.body).toContain('enctype="multipart/form-data"');
    expect(page.headers['content-security-policy']).toContain("form-action 'self'");

    const good = await check(sealed);
    expect(good).toMatchObject({ status: 200, verdict: 'sealed' });
    expect(good.body).toContain(`A-${new Date().getFullYear()}-`);
    expect(good.body).toContain('欧**月');
    expect(good.body).not.toContain('欧阳明月');

    const appended = await check(Buffer.concat([sealed, Buffer.from('\n% a later change\n')]));
    expect(appended.verdict).toBe('changed');
    const flipped = Buffer.from(sealed);
    const at = flipped.indexOf('/Type /Page');
    flipped[at + 1] = 0x55;
    expect((await check(flipped)).verdict).toBe('unknown');
    const signedOnly = (await open(row!.unilateralAgreementUrl)).rawPayload;
    expect((await check(signedOnly)).verdict).toBe('unknown');
    expect((await check(Buffer.from('not a pdf'))).verdict).toBe('not-pdf');
    expect((await check(sealed, '?language=English')).body).toContain(
      'Sealed by this foundation and unchanged since',
    );
  });
});

describe('the SMS code that confirms the intent to sign (AGREEMENT_SIGN_SMS)', () => {
  beforeAll(() => {
    t.deps.config.AGREEMENT_SIGN_SMS = true;
  });
  afterAll(() => {
    t.deps.config.AGREEMENT_SIGN_SMS = false;
  });

  const codeTo = (number: string) => t.sms.findLast((entry) => entry.mobile.number === number)?.code;
  const statusOf = async (id: number) =>
    (await t.deps.database.db.select().from(agreements).where(eq(agreements.id, id)))[0]?.status;

  it('cpu: refuses a signature without the code, a short code and a wrong one, and signs with the code sent to the agreement’s mobile', async () => {
    const donor = await alumnus(t);
    const other = await alumnus(t, '路人');
    const { id } = (await generate(donor.token, form())).data;
    const png = await signaturePng();
    const sign = (fields: Record<string, string>) =>
      postSignature(t, CPU.signature, donor.token, { signAgreementId: String(id), ...fields }, png);

    expect(await sign({})).toMatchObject({ code: -1, message: '请输入短信验证码' });
    expect(await sign({ smsCode: '12' })).toMatchObject({ code: -1, message: '请输入6位短信验证码' });
    expect(await statusOf(id)).toBe('GENERATED');

    // The code goes to the agreement's own mobile; another donor cannot ask one for it.
    expect(await t.post(CPU.signCode, { signAgreementId: id }, { token: other.token })).toMatchObject({
      code: -1,
      message: '协议不存在',
    });
    const sent = await t.post<{ mobile: string }>(
      CPU.signCode,
      { signAgreementId: id },
      { token: donor.token },
    );
    expect(sent.data.mobile).toBe(`${donor.mobile.slice(0, 3)}****${donor.mobile.slice(-4)}`);
    const code = codeTo(donor.mobile);
    expect(code).toMatch(/^\d{6}$/);

    const wrong = code === '000000' ? '000001' : '000000';
    expect(await sign({ smsCode: wrong })).toMatchObject({ code: -1, message: '验证码错误或已失效' });
    expect(await statusOf(id)).toBe('GENERATED');

    expect(await sign({ smsCode: code! })).toMatchObject({ code: 0 });
    expect(await statusOf(id)).toBe('SIGNED');
    const [row] = (await t.get<TMySignRow[]>(CPU.getMySign, {}, { token: donor.token })).data.filter(
      (r) => r.id === id,
    );
    const text = await pdfText((await open(row!.unilateralAgreementUrl)).rawPayload);
    expect(text).toContain('短信验证');
    expect(text).toContain('以短信验证码确认');
    // Used once: the code cannot sign anything again, and a signed agreement asks no new code.
    expect(await t.post(CPU.signCode, { signAgreementId: id }, { token: donor.token })).toMatchObject({
      code: -1,
      message: '该协议已不能签署',
    });
  });

  it('hhu: the code goes to the mobile typed on the form, named by the generated address', async () => {
    await hhuProject(t);
    const donor = await createUser(t.deps, { realName: '' });
    const made = await t.post<string>(
      HHU.generation,
      { name: '林小树', mobile: '13800003333', donationAmount: 2000 },
      { token: donor.token },
    );
    const png = await signaturePng();
    expect(await postSignature(t, HHU.signature, donor.token, { pdfUrl: made.data }, png)).toMatchObject({
      code: -1,
      message: '请输入短信验证码',
    });
    const sent = await t.post<{ mobile: string }>(
      CPU.signCode,
      { pdfUrl: made.data },
      { token: donor.token },
    );
    expect(sent.data.mobile).toBe('138****3333');
    const signed = await postSignature<string>(
      t,
      HHU.signature,
      donor.token,
      { pdfUrl: made.data, smsCode: codeTo('13800003333')! },
      png,
    );
    expect(signed.code).toBe(0);
    const text = await pdfText((await open(signed.data)).rawPayload);
    expect(text).toContain('验证码发送至138****3333');
  });
});

describe('without AGREEMENT_SIGN_SMS (the demo)', () => {
  it('asks no code: baseConfig says so and signCode is refused in words', async () => {
    const donor = await alumnus(t);
    const { id } = (await generate(donor.token, form())).data;
    expect(await t.post(CPU.signCode, { signAgreementId: id }, { token: donor.token })).toMatchObject({
      code: -1,
      message: '签署本协议无需短信验证码',
    });
    const config = await t.get<{ agreementSignSms: number }>(SPEC_PATHS.index.baseConfig, {});
    expect(config.data.agreementSignSms).toBe(0);
  });
});
