import { createHash } from 'node:crypto';
import {
  DEFAULT_AGREEMENT_BODY,
  DEFAULT_AGREEMENT_PLACEMENT,
  fillAgreementText,
} from '@alma/shared/agreements/agreement-template';
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import sharp from 'sharp';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { layoutAgreement, sealRect } from './agreement-layout.ts';
import { agreementPageCount, renderAgreementPagePng } from './agreement-page-png.ts';
import { renderAgreementPdf } from './agreement-pdf.ts';
import { sealAgreementPdf, signatureLength } from './agreement-seal.ts';
import { makeDemoSealCertificate } from './demo-seal-certificate.ts';
import type { AgreementDocInput } from './document-inputs.ts';
import { checkPdfSignature } from './pdf-signature-verify.ts';

const FOUNDATION = '示例大学教育发展基金会';
const body = fillAgreementText(DEFAULT_AGREEMENT_BODY, {
  name: '欧阳明月',
  mobile: '13912345678',
  idNo: '320102199001011234',
  amount: '5,000.00',
  amountInWords: '伍仟元整',
  project: '图书馆建设',
  date: '2026年12月05日',
  foundation: FOUNDATION,
  agreementNo: 'A-2026-000042',
});

const unsigned: AgreementDocInput = {
  agreementNo: 'A-2026-000042',
  title: '捐赠协议书',
  body,
  donorLabel: '甲方（捐赠人）签字：',
  foundationLabel: `乙方（受赠人）：${FOUNDATION}（盖章）`,
  placement: DEFAULT_AGREEMENT_PLACEMENT,
  signed: false,
  sealed: false,
  foundationName: FOUNDATION,
  language: 'zh-CN',
};

/** A signature: black strokes on white, as the phone's canvas exports it. */
async function signaturePng(): Promise<Uint8Array> {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="350" height="200"><rect width="350" height="200" fill="#fff"/>' +
    '<path d="M30 150 C 80 20, 120 180, 170 60 S 260 160, 320 40" stroke="#000" stroke-width="6" fill="none"/></svg>';
  return new Uint8Array(await sharp(Buffer.from(svg)).png().toBuffer());
}

async function pdfText(bytes: Uint8Array): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(document, { mergePages: true });
  return text.replace(/\s+/g, '');
}

async function imageCount(bytes: Uint8Array): Promise<number> {
  const doc = await PDFDocument.load(bytes);
  let count = 0;
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (object instanceof PDFRawStream && object.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'))
      count += 1;
  }
  return count;
}

describe('a donation agreement, generated, signed and sealed', () => {
  let signature: Uint8Array;
  let signed: AgreementDocInput;
  const p12 = makeDemoSealCertificate(FOUNDATION, 'demo-passphrase');

  beforeAll(async () => {
    signature = await signaturePng();
    signed = {
      ...unsigned,
      signed: true,
      signatureImage: signature,
      signedDate: '2026年12月05日',
      evidence: {
        title: '签署证据',
        intro: '本页记录甲方签署本协议时的情况，由乙方系统在签署时生成。',
        rows: [
          ['签署人', '欧阳明月'],
          ['手机号', '139****5678'],
          ['签署时间', '2026-12-05 10:00:00'],
          ['协议原文SHA-256', 'ab'.repeat(32)],
        ],
      },
    };
  });

  it('the generated agreement carries the donor’s name and amounts as text, the signing line empty', async () => {
    const { bytes, pageCount } = await renderAgreementPdf(unsigned);
    const text = await pdfText(bytes);
    for (const part of ['捐赠协议书', '欧阳明月', '5,000.00', '伍仟元整', '图书馆建设', FOUNDATION]) {
      expect(text).toContain(part);
    }
    expect(pageCount).toBe(layoutAgreement(unsigned).length);
    expect(await imageCount(bytes)).toBe(0);
    // The same input makes the same file: the hash the evidence names can be made again.
    const again = await renderAgreementPdf(unsigned);
    expect(createHash('sha256').update(again.bytes).digest('hex')).toBe(
      createHash('sha256').update(bytes).digest('hex'),
    );
  });

  it('a long text flows onto more pages and the signing block stays whole', () => {
    const long: AgreementDocInput = { ...unsigned, body: `${body}\n${'本条款为测试而重复。'.repeat(400)}` };
    const pages = layoutAgreement(long);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    const last = pages.at(-1);
    expect(last?.items.some((item) => item.kind === 'text' && item.text === unsigned.donorLabel)).toBe(true);
  });

  it('the signed version adds the signature picture and the evidence page', async () => {
    const { bytes, pageCount } = await renderAgreementPdf(signed);
    expect(pageCount).toBe(layoutAgreement(unsigned).length + 1);
    expect(await imageCount(bytes)).toBeGreaterThanOrEqual(1);
    const text = await pdfText(bytes);
    expect(text).toContain('签署证据');
    expect(text).toContain('139****5678');
  });

  it('sealing keeps the signed file as it was, adds a valid signature, and one changed byte breaks it', async () => {
    const { bytes: signedPdf } = await renderAgreementPdf(signed);
    const sealed = await sealAgreementPdf({
      signedPdf,
      p12,
      passphrase: 'demo-passphrase',
      agreement: signed,
      reason: '捐赠协议盖章',
      location: FOUNDATION,
      signingTime: '2026-12-05T02:00:00.000Z',
    });
    expect(sealRect(layoutAgreement({ ...signed, sealed: true }))).not.toBeNull();
    // An incremental update: the donor-signed bytes are the sealed file's first bytes.
    expect(Buffer.from(sealed.subarray(0, signedPdf.length)).equals(Buffer.from(signedPdf))).toBe(true);
    const check = checkPdfSignature(sealed);
    expect(check).toMatchObject({
      signed: true,
      intact: true,
      coversWholeFile: true,
      subFilter: 'ETSI.CAdES.detached',
    });
    expect(check.signed && check.signerSubject).toContain(FOUNDATION);
    // The space reserved was measured, not guessed: the signature fills most of it.
    expect(signatureLength(sealed)).toBeGreaterThan(1000);
    expect((await pdfText(sealed)).includes('欧阳明月')).toBe(true);
    // One byte changed in the signed part → the digest no longer matches.
    const tampered = Buffer.from(sealed);
    const at = tampered.indexOf('5,000.00') > 0 ? tampered.indexOf('5,000.00') : 200;
    tampered[at] = (tampered[at] ?? 0) ^ 0x01;
    expect(checkPdfSignature(tampered)).toMatchObject({ signed: true, intact: false });
    // Anything appended after the seal is seen too.
    const appended = Buffer.concat([Buffer.from(sealed), Buffer.from('\n% appended\n')]);
    expect(checkPdfSignature(appended)).toMatchObject({ signed: true, coversWholeFile: false });
    expect(checkPdfSignature(signedPdf)).toEqual({ signed: false });
  });

  it('each page is a picture for the phone, the signature drawn on the signing page', async () => {
    const count = agreementPageCount(signed);
    const last = await sharp(Buffer.from(renderAgreementPagePng(signed, count - 2))).metadata();
    expect(last).toMatchObject({ format: 'png', width: 900 });
    expect(last.height).toBe(Math.round((900 * 842) / 595));
    expect(() => renderAgreementPagePng(signed, count)).toThrow(RangeError);
  });
});
