import type { TSavedFilterList } from '@alma/shared/admin-api/saved-filters';
import { SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Popover, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { hiddenColumns, withHidden } from '../lib/list-settings.ts';
import { liveParams } from '../lib/search-state.ts';
import { SavedFiltersMenu } from './saved-filters-menu.tsx';

type Options = {
  /** The list its saved filters belong to (`orders`, `donors`). */
  screen: TSavedFilterList;
  /** Address parameters that are not filters (an open drawer's row). */
  transient?: readonly string[];
  /** Columns that always show (the name, the actions). */
  kept?: readonly string[];
};

const keyOf = (column: ColumnsType<object>[number]) =>
  String(column.key ?? ('dataIndex' in column ? column.dataIndex : '') ?? '');

/**
 * A list's column chooser and saved filters (issue 21): the columns without the hidden ones, and the
 * bar to put beside the list's title. Every list of the console takes it the same way. Saved filters
 * are the staff member's own and colleagues' shared ones (saved-filters-menu.tsx).
 */
export function useListSettings<T extends object>(
  columns: ColumnsType<T>,
  { screen, transient = [], kept = ['actions'] }: Options,
): { columns: ColumnsType<T>; bar: ReactNode } {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const known = columns.map((column) => keyOf(column as ColumnsType<object>[number])).filter(Boolean);
  const hidden = hiddenColumns(params, known, kept);
  const chooser = (
    <Checkbox.Group
      style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
      value={known.filter((key) => !hidden.includes(key))}
      onChange={(shown) =>
        // From the address as it is (useSearchState's reason): a filter chosen a moment before stays.
        setParams((previous) =>
          withHidden(
            liveParams(previous),
            known.filter((key) => !shown.includes(key) && !kept.includes(key)),
          ),
        )
      }
      options={columns.map((column) => {
        const key = keyOf(column as ColumnsType<object>[number]);
        return { value: key, label: String(column.title ?? key), disabled: kept.includes(key) };
      })}
    />
  );
  const bar = (
    <Space>
      <SavedFiltersMenu list={screen} params={params} setParams={setParams} transient={transient} />
      <Popover trigger="click" title={t('listSettings.columns')} content={chooser} placement="bottomRight">
        <Button icon={<SettingOutlined />}>{t('listSettings.columns')}</Button>
      </Popover>
    </Space>
  );
  return {
    columns: columns.filter((column) => !hidden.includes(keyOf(column as ColumnsType<object>[number]))),
    bar,
  };
}
