import { DeleteOutlined, FilterOutlined, SettingOutlined } from '@ant-design/icons';
import { App, Button, Checkbox, Dropdown, Input, Modal, Popover, Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  filterSearch,
  hiddenColumns,
  readSaved,
  type SavedFilter,
  withHidden,
  withSaved,
  writeSaved,
} from '../lib/list-settings.ts';
import { useMe } from '../lib/session.ts';

type Options = {
  /** The screen's name for its saved filters (`orders`, `donors`). */
  screen: string;
  /** Address parameters that are not filters (an open drawer's row). */
  transient?: readonly string[];
  /** Columns that always show (the name, the actions). */
  kept?: readonly string[];
};

const keyOf = (column: ColumnsType<object>[number]) =>
  String(column.key ?? ('dataIndex' in column ? column.dataIndex : '') ?? '');

/**
 * A list's column chooser and saved filters (issue 21): the columns without the hidden ones, and the
 * bar to put beside the list's title. Every list of the console takes it the same way.
 */
export function useListSettings<T extends object>(
  columns: ColumnsType<T>,
  { screen, transient = [], kept = ['actions'] }: Options,
): { columns: ColumnsType<T>; bar: ReactNode } {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const me = useMe();
  const [params, setParams] = useSearchParams();
  const [saved, setSaved] = useState<SavedFilter[]>(() => readSaved(me.id, screen));
  const [naming, setNaming] = useState<string | null>(null);
  const known = columns.map((column) => keyOf(column as ColumnsType<object>[number])).filter(Boolean);
  const hidden = hiddenColumns(params, known, kept);
  const store = (list: SavedFilter[]) => {
    setSaved(list);
    writeSaved(me.id, screen, list);
  };
  const chooser = (
    <Checkbox.Group
      style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
      value={known.filter((key) => !hidden.includes(key))}
      onChange={(shown) =>
        setParams(
          withHidden(
            params,
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
      <Dropdown
        menu={{
          items: [
            ...saved.map((filter) => ({
              key: filter.name,
              label: (
                <Space>
                  <span>{filter.name}</span>
                  <DeleteOutlined
                    aria-label={t('listSettings.remove', { name: filter.name })}
                    onClick={(event) => {
                      event.stopPropagation();
                      store(saved.filter((one) => one.name !== filter.name));
                    }}
                  />
                </Space>
              ),
              onClick: () => setParams(new URLSearchParams(filter.search)),
            })),
            ...(saved.length > 0 ? [{ type: 'divider' as const }] : []),
            { key: '__save', label: t('listSettings.save'), onClick: () => setNaming('') },
          ],
        }}
      >
        <Button icon={<FilterOutlined />}>{t('listSettings.saved')}</Button>
      </Dropdown>
      <Popover trigger="click" title={t('listSettings.columns')} content={chooser} placement="bottomRight">
        <Button icon={<SettingOutlined />}>{t('listSettings.columns')}</Button>
      </Popover>
      <Modal
        open={naming !== null}
        title={t('listSettings.save')}
        okText={t('common.save')}
        cancelText={t('common.cancel')}
        onCancel={() => setNaming(null)}
        onOk={() => {
          const name = (naming ?? '').trim();
          if (name === '') return void message.error(t('listSettings.nameRequired'));
          store(withSaved(saved, { name, search: filterSearch(params, transient) }));
          setNaming(null);
          void message.success(t('listSettings.savedDone', { name }));
        }}
      >
        <Typography.Paragraph type="secondary">{t('listSettings.saveHint')}</Typography.Paragraph>
        <Input
          aria-label={t('listSettings.name')}
          placeholder={t('listSettings.name')}
          maxLength={30}
          value={naming ?? ''}
          onChange={(event) => setNaming(event.target.value)}
        />
      </Modal>
    </Space>
  );
  return {
    columns: columns.filter((column) => !hidden.includes(keyOf(column as ColumnsType<object>[number]))),
    bar,
  };
}
