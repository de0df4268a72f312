import { Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useArticleCategories } from '../api/article-categories.ts';
import type { TArticleFilter } from '../api/articles.ts';

type Props = {
  query: TArticleFilter;
  /** A changed filter starts again at page 1. */
  change: (patch: Record<string, string | number | undefined>) => void;
};

/** Title search, category and status of the articles list; every value lives in the address. */
export function ArticleFilters({ query, change }: Props) {
  const { t } = useTranslation();
  const categories = useArticleCategories();
  const set = (name: string) => (value: string | number | undefined) => change({ [name]: value, page: 1 });
  return (
    <Space wrap style={{ marginBottom: 16 }}>
      <Input.Search
        allowClear
        defaultValue={query.s}
        placeholder={t('articles.searchPlaceholder')}
        aria-label={t('articles.searchPlaceholder')}
        onSearch={(value) => set('s')(value.trim())}
        style={{ width: 240 }}
      />
      <Select
        allowClear
        aria-label={t('articles.category')}
        placeholder={t('articles.allCategories')}
        value={query.categoryId}
        loading={categories.isLoading}
        options={categories.data?.rows.map((row) => ({ value: row.id, label: row.name }))}
        onChange={set('categoryId')}
        style={{ width: 180 }}
      />
      <Select
        allowClear
        aria-label={t('articles.status')}
        placeholder={t('articles.allStatuses')}
        value={query.status}
        options={[
          { value: '0', label: t('articles.draft') },
          { value: '1', label: t('articles.published') },
        ]}
        onChange={set('status')}
        style={{ width: 130 }}
      />
    </Space>
  );
}
