import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';

/**
 * The QR code printed on the plaque (issue 14): this page's public address, so a passer-by's
 * phone opens the named object's nameplate. High error correction, as the desktop gate's: a
 * plaque's code gets scratched and photographed at an angle.
 */
export function PlaqueQr({ address }: { address: string }) {
  const { t } = useTranslation();
  return (
    <figure className="nameplate-qr" data-testid="nameplate-qr" data-address={address}>
      <QRCodeSVG value={address} size={132} level="H" marginSize={2} role="img" aria-label={address} />
      <figcaption>{t('nameplate.install.qrCaption')}</figcaption>
    </figure>
  );
}
