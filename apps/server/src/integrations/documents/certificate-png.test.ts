import { DEFAULT_CERTIFICATE_TEMPLATE } from '@alma/shared/documents/certificate-template';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderCertificatePng } from './certificate-png.ts';
import { certificateSvg } from './certificate-svg.ts';
import type { CertificateInput } from './document-inputs.ts';

const input: CertificateInput = {
  template: DEFAULT_CERTIFICATE_TEMPLATE,
  donorName: '张三丰',
  projectName: '百年校庆·图书馆建设基金',
  amountText: '人民币 1,234.50 元',
  dateText: '2025年3月8日',
  serialNo: 'ALMA-2025-000123',
  verifyUrl: 'https://alma.example.org/verify/c/8f2a3b4c5d6e7f80',
  foundationName: '示例大学教育发展基金会',
};

type Bitmap = { data: Buffer; width: number; height: number };

async function decode(png: Uint8Array): Promise<Bitmap> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Pixels in the box darker than the page and its gold frame (text ink, QR modules). */
function darkPixels(image: Bitmap, box: { x: number; y: number; width: number; height: number }): number {
  let count = 0;
  for (let y = box.y; y < box.y + box.height; y += 1) {
    for (let x = box.x; x < box.x + box.width; x += 1) {
      const offset = (y * image.width + x) * 4;
      const luma =
        0.3 * (image.data[offset] ?? 0) +
        0.59 * (image.data[offset + 1] ?? 0) +
        0.11 * (image.data[offset + 2] ?? 0);
      if (luma < 110) count += 1;
    }
  }
  return count;
}

describe('renderCertificatePng', () => {
  it('draws a 1080 × 1528 certificate with the name inked in and a QR code of the verify link', async () => {
    const png = renderCertificatePng(input);
    expect(png.byteLength).toBeLessThan(600_000);
    const image = await decode(png);
    expect([image.width, image.height]).toEqual([1080, 1528]);

    const colours = new Set<number>();
    for (let offset = 0; offset < image.data.length; offset += 4) {
      colours.add(
        ((image.data[offset] ?? 0) << 16) |
          ((image.data[offset + 1] ?? 0) << 8) |
          (image.data[offset + 2] ?? 0),
      );
    }
    // Anti-aliased text in several inks: a blank or one-colour page has a handful.
    expect(colours.size).toBeGreaterThan(200);

    const name = DEFAULT_CERTIFICATE_TEMPLATE.fields.name;
    expect(
      darkPixels(image, { x: name.x - 150, y: name.y - name.size, width: 300, height: name.size + 10 }),
    ).toBeGreaterThan(1500);
    expect(jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data).toBe(input.verifyUrl);
  });

  it('keeps a long name and project inside the page margins, and never puts their text in the markup', async () => {
    const long: CertificateInput = {
      ...input,
      donorName: `<script>alert("x")</script> & ${'北京某某科技发展有限公司全体员工'.repeat(4)}`,
      projectName: `${'非常长的项目名称'.repeat(12)} Long English Project Name`,
      amountText: `人民币 ${'9'.repeat(40)} 元`,
    };
    // Text is drawn as glyph outlines: no <text> for resvg to find a (system) font for.
    const svg = certificateSvg(long);
    expect(svg).not.toMatch(/<text|<script|font-family/);
    const png = renderCertificatePng(long);
    const image = await decode(png);
    // Just inside the frame (x 90–108 and 972–990): nothing but the page from title to amount.
    for (const x of [90, 972]) {
      expect(darkPixels(image, { x, y: 150, width: 18, height: 900 })).toBe(0);
    }
    expect(darkPixels(image, { x: 300, y: 380, width: 480, height: 120 })).toBeGreaterThan(1500);
  });

  it('uses the template pictures when given, and refuses a picture that is neither PNG nor JPEG', async () => {
    const background = await sharp({
      create: { width: 540, height: 764, channels: 3, background: '#204080' },
    })
      .png()
      .toBuffer();
    const seal = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#ff0000' } })
      .jpeg()
      .toBuffer();
    const image = await decode(
      renderCertificatePng({ ...input, backgroundImage: background, sealImage: seal }),
    );
    const pixel = (x: number, y: number) => [
      ...image.data.subarray((y * 1080 + x) * 4, (y * 1080 + x) * 4 + 3),
    ];
    expect(pixel(10, 10)).toEqual([0x20, 0x40, 0x80]);
    const { seal: at } = DEFAULT_CERTIFICATE_TEMPLATE.fields;
    const [red = 0, green = 255] = pixel(at.x - at.size / 2 + 10, at.y - at.size / 2 + 10);
    expect(red).toBeGreaterThan(240);
    expect(green).toBeLessThan(20);

    expect(() =>
      renderCertificatePng({ ...input, sealImage: new Uint8Array([0x47, 0x49, 0x46, 0x38]) }),
    ).toThrow(/PNG or JPEG/);
  });
});
