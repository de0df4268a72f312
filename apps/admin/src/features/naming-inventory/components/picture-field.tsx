import { Button, Image, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PictureUploadButton } from '../../../components/picture-upload-button.tsx';

type Props = {
  /** The stored picture's address (`/files/…`), '' for none. A Form.Item hands value and onChange. */
  value?: string;
  onChange?: (value: string) => void;
  testId?: string;
};

/** An optional picture: uploaded to the server (POST /files and its checks), replaced or removed. */
export function PictureField({ value = '', onChange, testId }: Props) {
  const { t } = useTranslation();
  return (
    <Space align="end" wrap data-testid={testId}>
      {value ? (
        <Image src={value} width={72} height={72} style={{ objectFit: 'contain' }} />
      ) : (
        <Typography.Text type="secondary">{t('namingInventory.common.noPicture')}</Typography.Text>
      )}
      <PictureUploadButton
        label={t(value ? 'namingInventory.common.replace' : 'namingInventory.common.upload')}
        onUploaded={(url) => onChange?.(url)}
      />
      {value ? (
        <Button type="link" onClick={() => onChange?.('')}>
          {t('namingInventory.common.clear')}
        </Button>
      ) : null}
    </Space>
  );
}
