import { createHash } from 'node:crypto';
import { P12Signer, PDF } from '@libpdf/core';
import { Resvg } from '@resvg/resvg-js';
import { layoutAgreement, sealRect } from './agreement-layout.ts';
import { defaultSealSvg } from './certificate-decor-svg.ts';
import type { AgreementSealInput } from './document-inputs.ts';

/**
 * The foundation seals a signed agreement (issue 23; 电子签名法 art. 13: any later change must be
 * detectable): the seal picture is drawn on the signing page and the file is signed with the
 * foundation's certificate as a PAdES signature (ETSI.CAdES.detached: content type, message
 * digest and the signing certificate among the signed attributes), both as one incremental update
 * after the donor-signed file, whose bytes stay the sealed file's first bytes.
 *
 * @libpdf/core (Documenso's PDF library) writes the signature; node-forge is not involved here.
 */

/** Signers by key, and the space each one's signature takes, measured once per thread. */
const signers = new Map<string, Promise<{ signer: P12Signer; space: number }>>();

/** Room for what varies between two signatures of one key: the signing time and the digest's leading zeros. */
const SPACE_MARGIN = 512;

function keyOf(p12: Uint8Array, passphrase: string): string {
  return createHash('sha256').update(p12).update('\0').update(passphrase).digest('hex');
}

/**
 * The signer and the bytes its signature needs, measured by signing a one-page file with the
 * real key and its whole certificate chain, not guessed: a chain of three certificates needs
 * three times the room of one.
 */
function signerFor(p12: Uint8Array, passphrase: string) {
  const key = keyOf(p12, passphrase);
  let entry = signers.get(key);
  if (!entry) {
    entry = (async () => {
      const signer = await P12Signer.create(p12, passphrase);
      const probe = PDF.create();
      probe.addPage();
      const signed = await probe.sign({ signer, estimatedSize: 65_536 });
      const space = signatureLength(signed.bytes) + SPACE_MARGIN;
      return { signer, space };
    })();
    signers.set(key, entry);
    // A wrong passphrase or a broken file is not kept: the next try reads the configuration again.
    entry.catch(() => signers.delete(key));
  }
  return entry;
}

/** The DER length of the (last) signature in a signed PDF: its /Contents without the zero padding. */
export function signatureLength(pdf: Uint8Array): number {
  const { contents } = lastSignature(pdf);
  // A DER SEQUENCE with a long-form length: 30 8L <L length bytes>.
  if (contents[0] !== 0x30) throw new Error('the signature is not a DER sequence');
  const first = contents[1] ?? 0;
  if (first < 0x80) return 2 + first;
  const count = first & 0x7f;
  let length = 0;
  for (let index = 0; index < count; index += 1) length = length * 256 + (contents[2 + index] ?? 0);
  return 2 + count + length;
}

/** The last signature's byte range and its /Contents bytes (hex-decoded, padding included). */
export function lastSignature(pdf: Uint8Array): {
  byteRange: [number, number, number, number];
  contents: Buffer;
} {
  const text = Buffer.from(pdf).toString('latin1');
  const matches = [...text.matchAll(/\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g)];
  const last = matches.at(-1);
  if (!last) throw new Error('the PDF is not signed');
  const byteRange = [1, 2, 3, 4].map((index) => Number(last[index])) as [number, number, number, number];
  const hex = text.slice(byteRange[0] + byteRange[1] + 1, byteRange[2] - 1);
  return { byteRange, contents: Buffer.from(hex, 'hex') };
}

export async function sealAgreementPdf(input: AgreementSealInput): Promise<Uint8Array> {
  const { signer, space } = await signerFor(input.p12, input.passphrase);
  const pages = layoutAgreement({ ...input.agreement, sealed: true });
  const place = sealRect(pages);
  const pageIndex = pages.findIndex((page) => page.items.some((item) => item === place));
  const pdf = await PDF.load(input.signedPdf);
  const page = place ? pdf.getPage(pageIndex) : null;
  if (!place || !page) throw new RangeError('the agreement has no place for the seal');
  page.drawImage(pdf.embedPng(agreementSealPng(input.agreement.foundationName)), {
    x: place.x,
    y: place.y,
    width: place.width,
    height: place.height,
  });
  const result = await pdf.sign({
    signer,
    reason: input.reason,
    location: input.location,
    signingTime: new Date(input.signingTime),
    estimatedSize: space,
    fieldName: 'FoundationSeal',
  });
  return result.bytes;
}

const seals = new Map<string, Uint8Array>();

/** The foundation's round seal as a transparent PNG, 330 pixels across (the seal of certificates, worded for agreements). */
export function agreementSealPng(foundationName: string): Uint8Array {
  const known = seals.get(foundationName);
  if (known) return known;
  const px = 330;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${px}" height="${px}" viewBox="0 0 ${px} ${px}">${defaultSealSvg(foundationName, px / 2, px / 2, px, '合同专用章')}</svg>`;
  const resvg = new Resvg(svg, { font: { loadSystemFonts: false, fontFiles: [] }, logLevel: 'off' });
  const png = new Uint8Array(resvg.render().asPng());
  seals.set(foundationName, png);
  return png;
}
