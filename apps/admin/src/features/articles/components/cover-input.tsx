import { DeleteOutlined } from '@ant-design/icons';
import { Button, Image, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PictureUploadButton } from '../../../components/picture-upload-button.tsx';

type Props = {
  /** The stored picture's address (`/files/…`), '' for none. A Form.Item hands value and onChange. */
  value?: string;
  onChange?: (value: string) => void;
};

/** The article's cover: uploaded to the server (POST /files), replaced or removed. */
export function CoverInput({ value = '', onChange }: Props) {
  const { t } = useTranslation();
  return (
    <Space align="end" wrap>
      {value ? (
        <Image
          src={value}
          width={160}
          height={100}
          style={{ objectFit: 'cover' }}
          alt={t('articles.cover')}
          data-testid="article-cover"
        />
      ) : (
        <Typography.Text type="secondary">{t('articles.noCover')}</Typography.Text>
      )}
      <PictureUploadButton
        label={t(value ? 'articles.replace' : 'articles.upload')}
        onUploaded={(url) => onChange?.(url)}
      />
      {value && (
        <Button
          danger
          icon={<DeleteOutlined />}
          onClick={() => onChange?.('')}
          aria-label={t('articles.removeCover')}
          title={t('articles.removeCover')}
        />
      )}
    </Space>
  );
}
