import { ImageViewer } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import '../messages.ts';

/** The certificate full screen, saved by the phone's own long-press menu (doc 2 §2.5, doc 4 §2.3). */
export function CertificateViewer({
  image,
  visible,
  onClose,
}: {
  image: string;
  visible: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ImageViewer
      image={image}
      visible={visible}
      onClose={onClose}
      renderFooter={() => <p className="certificate-hint">{t('payment.success.certificateHint')}</p>}
    />
  );
}
