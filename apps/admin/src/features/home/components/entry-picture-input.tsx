import { DeleteOutlined } from '@ant-design/icons';
import { Button, Image, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PictureUploadButton } from '../../../components/picture-upload-button.tsx';

type Props = {
  /** The stored picture's address (`/files/…`), '' for none. A Form.Item hands value and onChange. */
  value?: string;
  onChange?: (value: string) => void;
};

/** An entry's picture: uploaded to the server (POST /files, its checks), replaced or removed. */
export function EntryPictureInput({ value = '', onChange }: Props) {
  const { t } = useTranslation();
  return (
    <Space align="end" wrap>
      {value ? (
        <Image src={value} width={160} height={90} style={{ objectFit: 'cover' }} />
      ) : (
        <Typography.Text type="secondary">{t('home.noPicture')}</Typography.Text>
      )}
      <PictureUploadButton
        label={t(value ? 'home.replace' : 'home.upload')}
        onUploaded={(url) => onChange?.(url)}
      />
      {value ? (
        <Button
          danger
          icon={<DeleteOutlined />}
          onClick={() => onChange?.('')}
          aria-label={t('home.removePicture')}
        />
      ) : null}
    </Space>
  );
}
