import { DeleteOutlined } from '@ant-design/icons';
import { Button, Image, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PictureUploadButton } from '../../../components/picture-upload-button.tsx';

/** The renderer embeds PNG and JPEG as they are (ZCertificateTemplate refuses any other). */
const CERTIFICATE_PICTURE_TYPES = 'image/png,image/jpeg';

type Props = {
  /** The stored picture's address, '' for the default. A Form.Item hands value and onChange. */
  value?: string;
  onChange?: (value: string) => void;
  /** Names the picture in the remove button (two on the tab). */
  label: string;
};

/** One of the certificate's pictures: uploaded, replaced, or removed back to the default. */
export function CertificatePictureField({ value = '', onChange, label }: Props) {
  const { t } = useTranslation();
  return (
    <Space align="center" wrap>
      {value ? (
        <Image src={value} width={96} height={96} style={{ objectFit: 'contain' }} alt={label} />
      ) : (
        <Typography.Text type="secondary">{t('certificateTemplate.defaultPicture')}</Typography.Text>
      )}
      <PictureUploadButton
        label={t(value ? 'certificateTemplate.replace' : 'certificateTemplate.upload')}
        accept={CERTIFICATE_PICTURE_TYPES}
        onUploaded={(url) => onChange?.(url)}
      />
      {value ? (
        <Button
          danger
          icon={<DeleteOutlined />}
          onClick={() => onChange?.('')}
          aria-label={`${t('certificateTemplate.remove')} ${label}`}
          title={t('certificateTemplate.remove')}
        />
      ) : null}
    </Space>
  );
}
