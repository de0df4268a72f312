import { Image, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PictureUploadButton } from '../../../components/picture-upload-button.tsx';

type Props = {
  /** The stored picture's address (`/files/…`), '' for none. A Form.Item hands value and onChange. */
  value?: string;
  onChange?: (value: string) => void;
};

/** The badge picture: uploaded to the server (POST /files, its checks) or replaced; never removed. */
export function AwardPictureInput({ value = '', onChange }: Props) {
  const { t } = useTranslation();
  return (
    <Space align="end" wrap>
      {value ? (
        <span data-testid="award-picture">
          <Image src={value} width={72} height={72} style={{ objectFit: 'contain' }} />
        </span>
      ) : (
        <Typography.Text type="secondary">{t('awards.noPicture')}</Typography.Text>
      )}
      <PictureUploadButton
        label={t(value ? 'awards.replace' : 'awards.upload')}
        onUploaded={(url) => onChange?.(url)}
      />
    </Space>
  );
}
