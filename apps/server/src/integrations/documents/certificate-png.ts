import { CERTIFICATE_WIDTH } from '@alma/shared/documents/certificate-template';
import { Resvg } from '@resvg/resvg-js';
import { certificateSvg } from './certificate-svg.ts';
import type { CertificateInput } from './document-inputs.ts';

/**
 * The electronic donation certificate as a PNG. resvg (Rust, prebuilt for each platform through
 * npm) rather than sharp: sharp's SVG goes through librsvg and fontconfig, which pick fonts from
 * the system. The SVG carries its text as glyph outlines from the npm fonts (glyph-text.ts), so
 * resvg is given no font at all and told to load none: a stray <text> would draw nothing rather
 * than something in a system font.
 */
export function renderCertificatePng(input: CertificateInput): Uint8Array {
  const resvg = new Resvg(certificateSvg(input), {
    font: { loadSystemFonts: false, fontFiles: [] },
    fitTo: { mode: 'width', value: CERTIFICATE_WIDTH },
    background: '#ffffff',
    logLevel: 'off',
  });
  return resvg.render().asPng();
}
