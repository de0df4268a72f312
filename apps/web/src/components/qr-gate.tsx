import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';

/**
 * What a desktop or non-mobile browser sees (spec doc 1 §1): only a 180×180 QR code of the
 * current address at the highest error correction, and the caption.
 */
export function QrGate({ address, viewProjects }: { address: string; viewProjects: boolean }) {
  const { t } = useTranslation();
  return (
    <main className="alma-gate" data-testid="qr-gate">
      <QRCodeSVG value={address} size={180} level="H" marginSize={2} role="img" aria-label={address} />
      <p className="alma-gate-caption">{viewProjects ? t('gate.captionProjects') : t('gate.caption')}</p>
    </main>
  );
}
