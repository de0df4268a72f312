import { z } from 'zod';
import { STORED_IMAGE_URL, zLine } from '../admin-api/project-fields.ts';

/**
 * Where the electronic donation certificate puts each part, on a portrait canvas of
 * 1080 × 1528 px (the A-series ratio, √2, so a printed certificate keeps its layout). Staff edit
 * it per project; the server renders it to PNG. Text fields are centred on `x` with `y` as the
 * baseline; the body is a paragraph whose left edge is `x` and which wraps at `width` (and shrinks
 * to end above the next text below it); the foundation's name is printed one line above the date;
 * the QR code's `x`/`y` is its top-left corner, the seal's its centre.
 */

export const CERTIFICATE_WIDTH = 1080;
export const CERTIFICATE_HEIGHT = 1528;
export const CERTIFICATE_TITLE_MAX = 20;
export const CERTIFICATE_BODY_MAX = 300;
/** Placeholders the body may use; the renderer fills them in. */
export const CERTIFICATE_PLACEHOLDERS = ['{name}', '{project}', '{amount}', '{date}'] as const;

const zX = z.number().int().min(0).max(CERTIFICATE_WIDTH);
const zY = z.number().int().min(0).max(CERTIFICATE_HEIGHT);
const zFontSize = z.number().int().min(8).max(200);

const ZTextPlacement = z.object({ x: zX, y: zY, size: zFontSize });
const ZBodyPlacement = ZTextPlacement.extend({ width: z.number().int().min(100).max(CERTIFICATE_WIDTH) });
/** Below ~96 px a QR of a verify link (~33 modules) is under 3 px a module: a photo of it fails. */
const ZQrPlacement = z.object({ x: zX, y: zY, size: z.number().int().min(96).max(400) });
const ZSealPlacement = z.object({ x: zX, y: zY, size: z.number().int().min(80).max(500) });

/**
 * '' draws the default; otherwise a picture stored by this server (as everywhere in the console),
 * PNG or JPEG only: those are what the renderer embeds without converting.
 */
const zImageRef = z.union([
  z.literal(''),
  z
    .string()
    .regex(STORED_IMAGE_URL)
    .refine((value) => /\.(png|jpg)$/.test(value)),
]);

export const ZCertificateTemplate = z.object({
  title: zLine(CERTIFICATE_TITLE_MAX, 1),
  body: zLine(CERTIFICATE_BODY_MAX, 1),
  backgroundUrl: zImageRef,
  sealUrl: zImageRef,
  fields: z.object({
    title: ZTextPlacement,
    name: ZTextPlacement,
    body: ZBodyPlacement,
    amount: ZTextPlacement,
    date: ZTextPlacement,
    serial: ZTextPlacement,
    qr: ZQrPlacement,
    seal: ZSealPlacement,
  }),
});
export type TCertificateTemplate = z.infer<typeof ZCertificateTemplate>;
export type TCertificateFields = TCertificateTemplate['fields'];

export const DEFAULT_CERTIFICATE_TEMPLATE: TCertificateTemplate = {
  title: '捐赠证书',
  body: '感谢您对{project}的慷慨捐赠，特发此证，以资感谢。',
  backgroundUrl: '',
  sealUrl: '',
  fields: {
    title: { x: 540, y: 290, size: 96 },
    name: { x: 540, y: 480, size: 64 },
    body: { x: 150, y: 590, size: 36, width: 780 },
    amount: { x: 540, y: 900, size: 44 },
    date: { x: 760, y: 1200, size: 30 },
    serial: { x: 540, y: 1420, size: 24 },
    qr: { x: 150, y: 1060, size: 200 },
    seal: { x: 780, y: 1150, size: 240 },
  },
};
