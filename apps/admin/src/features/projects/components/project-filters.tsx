import { PROJECT_KINDS } from '@alma/shared/admin-api/projects';
import { Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCategories } from '../api/categories.ts';
import type { TProjectFilter } from '../api/projects.ts';

type Props = {
  query: TProjectFilter;
  /** A changed filter starts again at page 1. */
  change: (patch: Record<string, string | number | undefined>) => void;
};

/** Search and filters of the projects list; every value lives in the address. */
export function ProjectFilters({ query, change }: Props) {
  const { t } = useTranslation();
  const categories = useCategories();
  const set = (name: string) => (value: string | number | undefined) => change({ [name]: value, page: 1 });
  const yesNo = (yes: string, no: string) => [
    { value: '1', label: yes },
    { value: '0', label: no },
  ];
  return (
    <Space wrap style={{ marginBottom: 16 }}>
      <Input.Search
        allowClear
        defaultValue={query.s}
        placeholder={t('projects.searchPlaceholder')}
        onSearch={(value) => set('s')(value.trim())}
        style={{ width: 240 }}
      />
      <Select
        allowClear
        placeholder={t('projects.allCategories')}
        value={query.typeId}
        loading={categories.isLoading}
        options={categories.data?.rows.map((row) => ({ value: row.id, label: row.name }))}
        onChange={set('typeId')}
        style={{ width: 160 }}
      />
      <Select
        allowClear
        placeholder={t('projects.donating')}
        value={query.status}
        options={[
          { value: 'open', label: t('projects.open') },
          { value: 'closed', label: t('projects.closed') },
        ]}
        onChange={set('status')}
        style={{ width: 130 }}
      />
      <Select
        allowClear
        placeholder={t('projects.crowdType')}
        value={query.crowdType}
        options={[
          { value: '1', label: t('projects.money') },
          { value: '2', label: t('projects.goods') },
        ]}
        onChange={set('crowdType')}
        style={{ width: 130 }}
      />
      <Select
        allowClear
        placeholder={t('projects.kind')}
        value={query.kind}
        options={PROJECT_KINDS.map((kind) => ({ value: kind, label: t(`projects.kinds.${kind}`) }))}
        onChange={set('kind')}
        style={{ width: 130 }}
      />
      <Select
        allowClear
        placeholder={t('projects.published')}
        value={query.listed}
        options={yesNo(t('projects.listed'), t('projects.unlisted'))}
        onChange={set('listed')}
        style={{ width: 130 }}
      />
      <Select
        allowClear
        placeholder={t('projects.isAlumni')}
        value={query.alumni}
        options={yesNo(t('projects.isAlumni'), t('projects.notAlumni'))}
        onChange={set('alumni')}
        style={{ width: 130 }}
      />
    </Space>
  );
}
