import { ImageViewer } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { registerMessages } from '../i18n/register-messages.ts';
import './certificate-viewer.css';

registerMessages(
  'certificateViewer',
  { hint: '长按图片保存到相册' },
  { hint: 'Long-press the picture to save it' },
);

/**
 * An electronic certificate full screen, saved by the phone's own long-press menu (doc 2 §2.5,
 * doc 3 §2): the success page and the certificate list and detail open the same overlay.
 */
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
      renderFooter={() => (
        <p className="certificate-hint" data-testid="certificate-hint">
          {t('certificateViewer.hint')}
        </p>
      )}
    />
  );
}
