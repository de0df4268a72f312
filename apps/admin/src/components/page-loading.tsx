import { Flex, Spin } from 'antd';
import { useTranslation } from 'react-i18next';

/** Loading state of a page or a block, while its code or first answer is on the way. */
export function PageLoading({ height = 240 }: { height?: number | string }) {
  const { t } = useTranslation();
  return (
    <Flex align="center" justify="center" style={{ minHeight: height }}>
      <Spin description={t('common.loading')} />
    </Flex>
  );
}
