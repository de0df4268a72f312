import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Button, Image, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadPicture } from '../../../lib/upload-picture.ts';

type Props = {
  /** The stored picture's address (`/files/…`), '' for none. */
  value?: string;
  onChange?: (value: string) => void;
  disabled?: boolean;
  /** Names the remove button (two pictures on one tab). */
  label: string;
};

const ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';

/**
 * One picture uploaded to the server (POST /files), replaced or removed. The projects screen's
 * picture list keeps ordered lists and lives in its feature (features do not import each other).
 */
export function PictureInput({ value = '', onChange, disabled, label }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [uploading, setUploading] = useState(false);
  return (
    <Space align="end" wrap>
      {value ? (
        <Image src={value} width={160} height={100} style={{ objectFit: 'cover' }} />
      ) : (
        <Typography.Text type="secondary">{t('settings.noPicture')}</Typography.Text>
      )}
      {!disabled && (
        <Upload
          accept={ACCEPT}
          showUploadList={false}
          customRequest={({ file, onSuccess, onError }) => {
            setUploading(true);
            uploadPicture(file as File)
              .then((stored) => {
                onChange?.(stored.fileUrl);
                onSuccess?.(stored);
              })
              .catch((error: Error) => {
                void message.error(error.message);
                onError?.(error);
              })
              .finally(() => setUploading(false));
          }}
        >
          <Button icon={<UploadOutlined />} loading={uploading}>
            {t(value ? 'settings.replace' : 'settings.upload')}
          </Button>
        </Upload>
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
