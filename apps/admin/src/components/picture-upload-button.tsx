import { UploadOutlined } from '@ant-design/icons';
import { App, Button, Upload } from 'antd';
import { useState } from 'react';
import { uploadPicture } from '../lib/upload-picture.ts';

const ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';

/**
 * Uploads one picture to the server (POST /files) and hands over its stored address; a refusal
 * (type, size, not a picture) is shown as the server words it.
 */
export function PictureUploadButton({
  label,
  onUploaded,
  accept = ACCEPT,
}: {
  label: string;
  onUploaded: (url: string) => void;
  /** Narrower types where the picture's use needs them (a certificate embeds PNG or JPEG only). */
  accept?: string;
}) {
  const { message } = App.useApp();
  const [uploading, setUploading] = useState(false);
  return (
    <Upload
      accept={accept}
      showUploadList={false}
      customRequest={({ file, onSuccess, onError }) => {
        setUploading(true);
        uploadPicture(file as File)
          .then((stored) => {
            onUploaded(stored.fileUrl);
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
        {label}
      </Button>
    </Upload>
  );
}
