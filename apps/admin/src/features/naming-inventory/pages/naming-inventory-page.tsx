import { Empty, Select, Space, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../../components/load-error.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { useNamingProjects } from '../api/seat-areas.ts';
import { BooksTab } from '../components/books-tab.tsx';
import { NameplateTab } from '../components/nameplate-tab.tsx';
import { SeatAreasTab } from '../components/seat-areas-tab.tsx';
import '../messages.ts';

const TABS = ['areas', 'books', 'nameplate'] as const;

/**
 * 座位与书目: a naming project's inventory, one tab each for the seat areas (and their grids), the
 * books and the nameplate template. The project and tab live in the address, so a reload or a
 * shared link opens the same place.
 */
export default function NamingInventoryPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const projects = useNamingProjects();
  const itemsId = Number(params.get('itemsId')) || null;
  const tab = (TABS as readonly string[]).includes(params.get('tab') ?? '') ? params.get('tab')! : 'areas';
  const choose = (next: Record<string, string>) =>
    setParams((current) => {
      const merged = new URLSearchParams(current);
      for (const [key, value] of Object.entries(next)) merged.set(key, value);
      return merged;
    });
  const rows = projects.data?.rows ?? [];

  return (
    <PageFrame title={t('namingInventory.title')}>
      <Typography.Paragraph type="secondary">{t('namingInventory.hint')}</Typography.Paragraph>
      {projects.isError && !projects.data ? (
        <LoadError error={projects.error} onRetry={() => void projects.refetch()} />
      ) : (
        <Space direction="vertical" style={{ width: '100%' }} size="middle">
          <Space>
            <label htmlFor="naming-project">{t('namingInventory.project')}</label>
            <Select
              id="naming-project"
              showSearch={{ optionFilterProp: 'label' }}
              style={{ width: 320 }}
              placeholder={t('namingInventory.chooseProject')}
              loading={projects.isPending}
              value={itemsId ?? undefined}
              onChange={(value: number) => choose({ itemsId: String(value) })}
              notFoundContent={t('namingInventory.noProjects')}
              options={rows.map((row) => ({
                value: row.id,
                label: `${row.name}（${t(`namingInventory.namingTypes.${row.namingType}`, { defaultValue: '' })}）`,
              }))}
              data-testid="naming-project-select"
            />
          </Space>
          {itemsId === null ? (
            <Empty description={t('namingInventory.chooseProject')} />
          ) : (
            <Tabs
              activeKey={tab}
              onChange={(key) => choose({ tab: key })}
              destroyOnHidden
              items={[
                {
                  key: 'areas',
                  label: t('namingInventory.tabs.areas'),
                  children: <SeatAreasTab itemsId={itemsId} />,
                },
                {
                  key: 'books',
                  label: t('namingInventory.tabs.books'),
                  children: <BooksTab itemsId={itemsId} />,
                },
                {
                  key: 'nameplate',
                  label: t('namingInventory.tabs.nameplate'),
                  children: <NameplateTab key={itemsId} itemsId={itemsId} />,
                },
              ]}
            />
          )}
        </Space>
      )}
    </PageFrame>
  );
}
