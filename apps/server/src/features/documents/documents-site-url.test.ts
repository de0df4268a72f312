import type { TCertificateDetail } from '@alma/shared/api/certificates';
import { DONATEU } from '@alma/shared/api/spec-paths';
import { eq } from 'drizzle-orm';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentProject, newDonor, openDocuments, successOf } from '../../../test/documents-fixtures.ts';
import { donate, notify, orderRow } from '../../../test/order-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { siteUrlFrom } from '../../config/site-url.ts';
import { certificates } from '../../db/schema/documents.ts';

/**
 * Issue 22, defect 1: without PUBLIC_URL (the demo on a laptop, phones on its LAN address) a
 * certificate's QR code carried http://localhost:…, baked into the PNG for good.
 */
let t: TestApp;
let itemsId: number;
beforeAll(async () => {
  t = await createTestApp({ ALMA_DEMO: '1' });
  await openDocuments(t);
  itemsId = await documentProject(t);
});
afterAll(() => t.close());

describe('documents of a demo without PUBLIC_URL', () => {
  it('point at the address the donor gave from, in the QR code and in the detail', async () => {
    const donor = await newDonor(t);
    const placed = await donate(
      t,
      donor.token,
      { itemsId, currencyMoney: 88, certificateDonorName: '张三' },
      { host: '192.168.1.5:3000' },
    );
    const billNo = placed.data!.orderPayRequestDTO.billNo;
    expect((await notify(t, { billNo, amountFen: 8800 })).statusCode).toBe(200);
    await t.jobs.runUntilIdle();

    const order = await orderRow(t.deps, billNo);
    const [certificate] = await t.deps.database.db
      .select()
      .from(certificates)
      .where(eq(certificates.donationId, order.id));
    const expected = `http://192.168.1.5:3000/verify/${certificate!.serialNo}`;

    const img = (await successOf(t, donor.token, billNo)).data.certificateImg;
    const picture = await t.app.inject({ url: img });
    const { data, info } = await sharp(picture.rawPayload)
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data).toBe(expected);

    const detail = await t.get<TCertificateDetail>(
      `${DONATEU}/certificate/detail`,
      { id: certificate!.id },
      donor,
    );
    expect(detail.data.verifyUrl).toBe(expected);
  });
});

describe('siteUrlFrom', () => {
  it('takes PUBLIC_URL when set, else the order’s own address, else the made-up one', () => {
    const demo = siteUrlFrom({ publicUrl: 'http://localhost:3000' });
    expect(demo('http://192.168.1.5:3000')).toBe('http://192.168.1.5:3000');
    expect(demo(null)).toBe('http://localhost:3000');
    const live = siteUrlFrom({
      PUBLIC_URL: 'https://give.example.edu/',
      publicUrl: 'https://give.example.edu/',
    });
    expect(live('http://192.168.1.5:3000')).toBe('https://give.example.edu');
  });
});
