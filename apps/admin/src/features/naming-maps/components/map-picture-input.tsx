import { Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PictureUploadButton } from '../../../components/picture-upload-button.tsx';

export type TMapPicture = { url: string; width: number; height: number };

/** The picture's own size, read by the browser once it has loaded the stored file. */
function sizeOf(url: string): Promise<{ width: number; height: number }> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => reject(new Error(url));
    image.src = url;
  });
}

type Props = { value?: TMapPicture; onChange?: (value: TMapPicture) => void };

/**
 * The map's picture: uploaded through the console's upload (POST /files: checked, re-encoded, a
 * name we make), with its size in pixels, which the map's coordinates count in.
 */
export function MapPictureInput({ value, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <Space align="center" wrap>
      {value ? (
        <span data-testid="map-picture">
          <img src={value.url} alt="" style={{ height: 64, objectFit: 'contain' }} /> {value.width}×
          {value.height}
        </span>
      ) : (
        <Typography.Text type="secondary">{t('namingMaps.noPicture')}</Typography.Text>
      )}
      <PictureUploadButton
        label={t(value ? 'namingMaps.replace' : 'namingMaps.upload')}
        onUploaded={(url) => {
          void sizeOf(url).then((size) => onChange?.({ url, ...size }));
        }}
      />
    </Space>
  );
}
