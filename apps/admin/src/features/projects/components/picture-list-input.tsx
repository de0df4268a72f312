import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import { Button, Image, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { PictureUploadButton } from '../../../components/picture-upload-button.tsx';

type Props = {
  value?: string[];
  onChange?: (value: string[]) => void;
  /** At most this many pictures (1: a single picture such as the thumbnail). */
  max: number;
  disabled?: boolean;
};

/** Pictures uploaded to the server (POST /files), kept in order; up and down move one. */
export function PictureListInput({ value = [], onChange, max, disabled }: Props) {
  const { t } = useTranslation();
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
        <PictureUploadButton
          label={t('projects.upload')}
          onUploaded={(url) => onChange?.(max === 1 ? [url] : [...value, url])}
        />
      )}
    </Space>
  );
}
