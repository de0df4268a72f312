import { createHash, verify, X509Certificate } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { lastSignature } from './agreement-seal.ts';

/**
 * Checks the last digital signature of a PDF the way a validator does (PAdES / CMS, RFC 5652):
 * the digest of the bytes the ByteRange covers must equal the signed messageDigest attribute,
 * the signer's certificate must verify the signature over the signed attributes, and the signed
 * ranges must cover the whole file but the signature itself (nothing appended after it).
 * Trust in the certificate (whose it is) is the caller's: it gets the certificate's fingerprint.
 */

export type PdfSignatureCheck =
  | { signed: false }
  | {
      signed: true;
      /** The digest matches and the certificate verifies the signed attributes. */
      intact: boolean;
      /** The ranges cover the whole file except the /Contents hole: nothing was added after signing. */
      coversWholeFile: boolean;
      subFilter: string;
      signerSubject: string;
      /** SHA-256 of the signer's certificate (DER), hex. */
      certificateSha256: string;
    };

const MESSAGE_DIGEST = '1.2.840.113549.1.9.4';
const SHA256 = '2.16.840.1.101.3.4.2.1';

export function checkPdfSignature(pdf: Uint8Array): PdfSignatureCheck {
  let found: ReturnType<typeof lastSignature>;
  try {
    found = lastSignature(pdf);
  } catch {
    return { signed: false };
  }
  const bytes = Buffer.from(pdf);
  const [start1, length1, start2, length2] = found.byteRange;
  const subFilter =
    /\/SubFilter\s*\/([A-Za-z0-9.]+)/.exec(
      bytes.toString('latin1').slice(Math.max(0, start2 - 40_000), start2 + 4000),
    )?.[1] ?? '';
  const parsed = asn1js.fromBER(new Uint8Array(found.contents));
  if (parsed.offset === -1) return broken(subFilter);
  try {
    const content = new pkijs.ContentInfo({ schema: parsed.result });
    const signedData = new pkijs.SignedData({ schema: content.content });
    const signer = signedData.signerInfos[0];
    const attributes = signer?.signedAttrs;
    if (!signer || !attributes || signer.digestAlgorithm.algorithmId !== SHA256) return broken(subFilter);
    const digestAttribute = attributes.attributes.find((attribute) => attribute.type === MESSAGE_DIGEST);
    const digestValue = digestAttribute?.values[0];
    if (!(digestValue instanceof asn1js.OctetString)) return broken(subFilter);
    const signedBytes = Buffer.concat([
      bytes.subarray(start1, start1 + length1),
      bytes.subarray(start2, start2 + length2),
    ]);
    const digestOk = createHash('sha256')
      .update(signedBytes)
      .digest()
      .equals(Buffer.from(digestValue.valueBlock.valueHexView));
    const certificate = (signedData.certificates ?? []).find(
      (candidate): candidate is pkijs.Certificate =>
        candidate instanceof pkijs.Certificate && matchesSigner(candidate, signer),
    );
    if (!certificate) return broken(subFilter);
    const certificateDer = Buffer.from(certificate.toSchema().toBER());
    const x509 = new X509Certificate(certificateDer);
    // The signature is over the DER of the signed attributes as a SET (RFC 5652 §5.4).
    const attributesDer = Buffer.from(attributes.encodedValue);
    attributesDer[0] = 0x31;
    const signatureOk = verify(
      'sha256',
      attributesDer,
      x509.publicKey,
      Buffer.from(signer.signature.valueBlock.valueHexView),
    );
    return {
      signed: true,
      intact: digestOk && signatureOk,
      coversWholeFile: start1 === 0 && start2 + length2 === bytes.length,
      subFilter,
      signerSubject: x509.subject,
      certificateSha256: createHash('sha256').update(certificateDer).digest('hex'),
    };
  } catch {
    return broken(subFilter);
  }
}

function broken(subFilter: string): PdfSignatureCheck {
  return {
    signed: true,
    intact: false,
    coversWholeFile: false,
    subFilter,
    signerSubject: '',
    certificateSha256: '',
  };
}

function matchesSigner(certificate: pkijs.Certificate, signer: pkijs.SignerInfo): boolean {
  const sid = signer.sid;
  if (sid instanceof pkijs.IssuerAndSerialNumber) {
    return (
      certificate.serialNumber.isEqual(sid.serialNumber) &&
      JSON.stringify(certificate.issuer.toJSON()) === JSON.stringify(sid.issuer.toJSON())
    );
  }
  return true;
}
