import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Button, Image, Space, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadPicture } from '../../../lib/upload-picture.ts';

type Props = {
  value?: string[];
  onChange?: (value: string[]) => void;
  /** At most this many pictures (1: a single picture such as the thumbnail). */
  max: number;
  disabled?: boolean;
};

const ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';

/** Pictures uploaded to the server (POST /files), kept in order; up and down move one. */
export function PictureListInput({ value = [], onChange, max, disabled }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [uploading, setUploading] = useState(false);
  const move = (from: number, to: number) => {
    const next = [...value];
    const [moved] = next.splice(from, 1);
    if (moved !== undefined) next.splice(to, 0, moved);
    onChange?.(next);
  };
  return (
    <Space direction="vertical">
      <Space wrap>
        {value.map((url, index) => (
          <Space key={url} direction="vertical" align="center">
            <Image src={url} width={104} height={78} style={{ objectFit: 'cover' }} />
            {!disabled && (
              <Space size={4}>
                <Button
                  size="small"
                  icon={<ArrowUpOutlined rotate={-90} />}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                  aria-label={t('projects.moveEarlier')}
                />
                <Button
                  size="small"
                  icon={<ArrowDownOutlined rotate={-90} />}
                  disabled={index === value.length - 1}
                  onClick={() => move(index, index + 1)}
                  aria-label={t('projects.moveLater')}
                />
                <Button
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  onClick={() => onChange?.(value.filter((_, at) => at !== index))}
                  aria-label={t('projects.removePicture')}
                />
              </Space>
            )}
          </Space>
        ))}
      </Space>
      {!disabled && value.length < max && (
        <Upload
          accept={ACCEPT}
          showUploadList={false}
          customRequest={({ file, onSuccess, onError }) => {
            setUploading(true);
            uploadPicture(file as File)
              .then((stored) => {
                onChange?.(max === 1 ? [stored.fileUrl] : [...value, stored.fileUrl]);
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
            {t('projects.upload')}
          </Button>
        </Upload>
      )}
    </Space>
  );
}
