import { PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef } from 'pdf-lib';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import type { ReceiptPdfInput } from './document-inputs.ts';
import { DEMO_BANNER, VOID_MARK } from './receipt-marks.ts';
import { maskPayerId, renderReceiptPdf } from './receipt-pdf.ts';

const input: ReceiptPdfInput = {
  invoiceCode: '11010125',
  invoiceNo: '0000123456',
  checkCode: 'a1b2c3',
  issuedAt: '2025-03-08 14:20:00',
  payerName: '张三丰',
  payerIdLabel: '身份证号',
  payerId: '110101199003071234',
  projectName: '百年校庆·图书馆建设基金',
  amountFen: 123_450,
  remark: '校友捐赠',
  foundationName: '示例大学教育发展基金会',
  verifyUrl: 'https://alma.example.org/verify/r/0000123456?c=a1b2c3',
  reviewer: '李四',
  payee: '王五',
  demo: true,
  voided: false,
};

async function pdfText(bytes: Uint8Array): Promise<{ pages: number; text: string }> {
  // pdf.js takes ownership of the buffer it is given; the tests keep theirs.
  const { totalPages, text } = await extractText(await getDocumentProxy(bytes.slice()), { mergePages: true });
  return { pages: totalPages, text: text.replace(/\s+/g, '') };
}

/** Every font the PDF uses: its name and the size of its embedded font file (0 if not embedded). */
async function embeddedFonts(
  bytes: Uint8Array,
): Promise<Array<{ name: string; subtype: string; fileBytes: number }>> {
  const doc = await PDFDocument.load(bytes);
  const lookup = (dict: PDFDict, key: string) => {
    const value = dict.get(PDFName.of(key));
    return value instanceof PDFRef ? doc.context.lookup(value) : value;
  };
  const fonts: Array<{ name: string; subtype: string; fileBytes: number }> = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || lookup(object, 'Type') !== PDFName.of('Font')) continue;
    const subtype = String(lookup(object, 'Subtype'));
    if (subtype === '/Type0') continue; // its descendant CIDFont is listed on its own
    const descriptor = lookup(object, 'FontDescriptor');
    const file = descriptor instanceof PDFDict ? lookup(descriptor, 'FontFile2') : undefined;
    fonts.push({
      name: String(lookup(object, 'BaseFont')),
      subtype,
      fileBytes: file instanceof PDFRawStream ? file.contents.byteLength : 0,
    });
  }
  return fonts;
}

describe('renderReceiptPdf', () => {
  it('prints the fields, the amount in 大写 and 小写, and the demo banner', async () => {
    const pdf = await renderReceiptPdf(input);
    const { pages, text } = await pdfText(pdf);
    expect(pages).toBe(1);
    for (const expected of [
      '公益事业捐赠统一票据',
      '张三丰',
      '0000123456',
      '11010125',
      'a1b2c3',
      '2025-03-08',
      '百年校庆·图书馆建设基金',
      '壹仟贰佰叁拾肆元伍角整',
      '¥1,234.50',
      '示例大学教育发展基金会',
      '校友捐赠',
      '110***********1234',
      DEMO_BANNER.replace(/\s+/g, ''),
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('110101199003071234');
    expect(text).not.toContain(VOID_MARK.replace(/\s+/g, ''));
  });

  it('embeds only subsets of the npm Noto faces, so the file stays small', async () => {
    const pdf = await renderReceiptPdf(input);
    expect(pdf.byteLength).toBeLessThan(150_000);
    const fonts = await embeddedFonts(pdf);
    expect(fonts.map((font) => font.name).sort()).toEqual([
      expect.stringMatching(/^\/NotoSansSC-Regular/),
      expect.stringMatching(/^\/NotoSerifSC-Bold/),
    ]);
    for (const font of fonts) {
      expect(font.subtype).toBe('/CIDFontType2');
      // Embedded (no reader or system font stands in), and a subset: the whole face is 10–15 MB.
      expect(font.fileBytes).toBeGreaterThan(1_000);
      expect(font.fileBytes).toBeLessThan(200_000);
    }
  });

  it('prints a real receipt without the banner, and a reversed one with the VOID mark', async () => {
    const real = await pdfText(await renderReceiptPdf({ ...input, demo: false }));
    expect(real.text).not.toContain('演示票据');
    const voided = await pdfText(await renderReceiptPdf({ ...input, demo: false, voided: true }));
    expect(voided.text).toContain(VOID_MARK.replace(/\s+/g, ''));
  });

  it('prints an enterprise credit code whole and a personal ID masked', async () => {
    const { text } = await pdfText(
      await renderReceiptPdf({ ...input, payerIdLabel: '统一社会信用代码', payerId: '91110108MA01ABCD2X' }),
    );
    expect(text).toContain('交款人统一社会信用代码');
    expect(text).toContain('91110108MA01ABCD2X');
    expect(maskPayerId('身份证号', '1234567')).toBe('*******');
    expect(maskPayerId('身份证号', '11010119900307123X')).toBe('110***********123X');
  });

  it('refuses an amount that is not whole fen', async () => {
    await expect(renderReceiptPdf({ ...input, amountFen: 1.5 })).rejects.toThrow(RangeError);
  });
});
