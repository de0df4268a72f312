import { UploadOutlined } from '@ant-design/icons';
import { App, Button, Image, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadInstallPhoto } from '../api/naming-fulfilment.ts';

type Props = { value?: string; onChange?: (value: string) => void };

/** The plaque's photo: uploaded by the server's picture checks and shown; a Form.Item hands value. */
export function InstallPhotoInput({ value = '', onChange }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [uploading, setUploading] = useState(false);
  return (
    <Space align="end" wrap>
      {value ? (
        <span data-testid="install-photo-preview">
          <Image src={value} width={96} height={72} style={{ objectFit: 'cover' }} />
        </span>
      ) : (
        <Typography.Text type="secondary">{t('namingFulfilment.noPhoto')}</Typography.Text>
      )}
      <Upload
        accept="image/png,image/jpeg,image/webp"
        showUploadList={false}
        customRequest={({ file, onSuccess, onError }) => {
          setUploading(true);
          uploadInstallPhoto(file as File)
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
        <Button icon={<UploadOutlined />} loading={uploading} data-testid="install-photo-upload">
          {t(value ? 'namingFulfilment.replace' : 'namingFulfilment.upload')}
        </Button>
      </Upload>
    </Space>
  );
}
