import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';

type Props = {
  first: boolean;
  last: boolean;
  move: (step: -1 | 1) => void;
  disabled?: boolean;
};

/** Earlier and later: a row of an ordered list (categories, sub-projects, home entries) moves one place. */
export function MoveButtons({ first, last, move, disabled }: Props) {
  const { t } = useTranslation();
  return (
    <Space size={4}>
      <Button
        size="small"
        icon={<ArrowUpOutlined />}
        disabled={disabled || first}
        onClick={() => move(-1)}
        aria-label={t('common.moveEarlier')}
      />
      <Button
        size="small"
        icon={<ArrowDownOutlined />}
        disabled={disabled || last}
        onClick={() => move(1)}
        aria-label={t('common.moveLater')}
      />
    </Space>
  );
}
