import { DeleteOutlined } from '@ant-design/icons';
import { Button, Image, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PictureUploadButton } from '../../../components/picture-upload-button.tsx';

type Props = {
  /** The stored picture's address (`/files/…`), '' for none. */
  value?: string;
  onChange?: (value: string) => void;
  disabled?: boolean;
  /** Names the remove button (two pictures on one tab). */
  label: string;
};

/**
 * One picture uploaded to the server (POST /files), replaced or removed. The projects screen's
 * picture list keeps ordered lists and lives in its feature (features do not import each other).
 */
export function PictureInput({ value = '', onChange, disabled, label }: Props) {
  const { t } = useTranslation();
  return (
    <Space align="end" wrap>
      {value ? (
        <Image src={value} width={160} height={100} style={{ objectFit: 'cover' }} />
      ) : (
        <Typography.Text type="secondary">{t('settings.noPicture')}</Typography.Text>
      )}
      {!disabled && (
        <PictureUploadButton
          label={t(value ? 'settings.replace' : 'settings.upload')}
          onUploaded={(url) => onChange?.(url)}
        />
      )}
      {!disabled && value && (
        <Button
          danger
          icon={<DeleteOutlined />}
          onClick={() => onChange?.('')}
          aria-label={`${t('settings.removePicture')} ${label}`}
        />
      )}
    </Space>
  );
}
