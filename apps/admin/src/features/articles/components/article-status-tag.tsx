import type { TArticleRow } from '@alma/shared/admin-api/articles';
import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

/** 草稿, 已发布, or 定时发布 (published, its time still to come) with the time donors see it from. */
export function ArticleStatusTag({
  row,
}: {
  row: Pick<TArticleRow, 'status' | 'scheduled' | 'publishDate'>;
}) {
  const { t } = useTranslation();
  if (row.status === 0) return <Tag>{t('articles.draft')}</Tag>;
  if (!row.scheduled) return <Tag color="green">{t('articles.published')}</Tag>;
  return (
    <Tooltip title={t('articles.scheduledHint', { date: row.publishDate.slice(0, 16) })}>
      <Tag color="blue">{t('articles.scheduled')}</Tag>
    </Tooltip>
  );
}
