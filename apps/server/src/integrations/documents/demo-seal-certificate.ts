import { generateKeyPairSync, randomBytes } from 'node:crypto';
import forge from 'node-forge';

/**
 * A self-signed certificate and key for sealing agreements in the demo and in tests, as the
 * PKCS#12 a foundation gets from its certificate authority (AES-256, PBES2). Node makes the RSA
 * key (native, ~100 ms); node-forge writes the certificate and the PKCS#12, which Node cannot.
 * A real installation configures its own (AGREEMENT_SEAL_P12): a self-signed seal proves
 * integrity, not who sealed.
 */
export function makeDemoSealCertificate(foundationName: string, passphrase: string): Uint8Array {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key = forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }).toString());
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.publicKeyFromPem(
    publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  );
  // A positive serial of 16 random bytes (RFC 5280: at most 20 octets, unpredictable).
  certificate.serialNumber = `01${randomBytes(15).toString('hex')}`;
  const now = new Date();
  certificate.validity.notBefore = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  certificate.validity.notAfter = new Date(now.getTime() + 10 * 365 * 24 * 60 * 60 * 1000);
  const subject = [
    { shortName: 'CN', value: `${foundationName}（演示印章）` },
    { shortName: 'O', value: foundationName },
    { shortName: 'C', value: 'CN' },
  ];
  // UTF8String, for the Chinese name (forge's types call the tag a class; it writes it as the tag).
  const utf8 = forge.asn1.Type.UTF8 as unknown as forge.asn1.Class;
  certificate.setSubject(subject.map((attribute) => ({ ...attribute, valueTagClass: utf8 })));
  certificate.setIssuer(subject.map((attribute) => ({ ...attribute, valueTagClass: utf8 })));
  certificate.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  certificate.sign(key, forge.md.sha256.create());
  const p12 = forge.pkcs12.toPkcs12Asn1(key, [certificate], passphrase, { algorithm: 'aes256' });
  return Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary');
}
