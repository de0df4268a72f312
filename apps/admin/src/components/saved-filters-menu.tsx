import {
  SAVED_FILTER_NAME_MAX,
  type TSavedFilter,
  type TSavedFilterList,
} from '@alma/shared/admin-api/saved-filters';
import { DeleteOutlined, FilterOutlined, TeamOutlined } from '@ant-design/icons';
import { App, Button, Checkbox, Dropdown, Input, Modal, Space, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { filterSearch } from '../lib/list-settings.ts';
import { useChangeFilter, useDeleteFilter, useSavedFilters, useSaveFilter } from '../lib/saved-filters.ts';
import { useMe } from '../lib/session.ts';

type Props = {
  list: TSavedFilterList;
  /** The list's address now, and how to open another. */
  params: URLSearchParams;
  setParams: (next: URLSearchParams) => void;
  /** Address parameters that are not filters (an open drawer's row). */
  transient: readonly string[];
};

/**
 * 保存的筛选: the staff member's own filters of a list and colleagues' shared ones (a segment, marked
 * with who shared it); one opens the list as it was saved. Only one's own can be shared, unshared or
 * deleted; the server refuses anyone else's as well.
 */
export function SavedFiltersMenu({ list, params, setParams, transient }: Props) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const me = useMe();
  const saved = useSavedFilters(list, me.id).data ?? [];
  const save = useSaveFilter(list);
  const change = useChangeFilter(list);
  const remove = useDeleteFilter(list);
  const [naming, setNaming] = useState<string | null>(null);
  const [sharing, setSharing] = useState(false);
  const failed = (error: unknown) =>
    void message.error(error instanceof Error ? error.message : String(error));

  const toggleShared = (filter: TSavedFilter) =>
    change.mutate(
      { id: filter.id, shared: !filter.shared },
      {
        onSuccess: () =>
          void message.success(
            t(filter.shared ? 'listSettings.unsharedDone' : 'listSettings.sharedDone', { name: filter.name }),
          ),
        onError: failed,
      },
    );
  const removeNow = (filter: TSavedFilter) =>
    remove
      .mutateAsync(filter.id)
      .then(() => void message.success(t('listSettings.removedDone', { name: filter.name })), failed);
  // A shared filter goes for every colleague too: asked first.
  const askRemove = (filter: TSavedFilter) => {
    if (!filter.shared) return void removeNow(filter);
    void modal.confirm({
      title: t('listSettings.removeSharedTitle', { name: filter.name }),
      content: t('listSettings.removeSharedBody'),
      okText: t('listSettings.removeOk'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () => removeNow(filter),
    });
  };

  const label = (filter: TSavedFilter) => (
    <Space>
      <span>{filter.name}</span>
      {filter.shared && (
        <Tag color={filter.mine ? 'blue' : 'default'}>
          {filter.mine ? t('listSettings.sharedMine') : t('listSettings.sharedBy', { owner: filter.owner })}
        </Tag>
      )}
      {filter.mine && (
        <Tooltip title={t(filter.shared ? 'listSettings.unshare' : 'listSettings.share')}>
          <TeamOutlined
            aria-label={t(filter.shared ? 'listSettings.unshareNamed' : 'listSettings.shareNamed', {
              name: filter.name,
            })}
            onClick={(event) => {
              event.stopPropagation();
              toggleShared(filter);
            }}
          />
        </Tooltip>
      )}
      {filter.mine && (
        <DeleteOutlined
          aria-label={t('listSettings.remove', { name: filter.name })}
          onClick={(event) => {
            event.stopPropagation();
            askRemove(filter);
          }}
        />
      )}
    </Space>
  );

  const submit = () => {
    const name = (naming ?? '').trim();
    if (name === '') return void message.error(t('listSettings.nameRequired'));
    save.mutate(
      { name, query: filterSearch(params, transient), shared: sharing },
      {
        onSuccess: () => {
          setNaming(null);
          void message.success(t('listSettings.savedDone', { name }));
        },
        onError: failed,
      },
    );
  };

  return (
    <>
      <Dropdown
        menu={{
          items: [
            ...saved.map((filter) => ({
              key: String(filter.id),
              label: label(filter),
              onClick: () => setParams(new URLSearchParams(filter.query)),
            })),
            ...(saved.length > 0 ? [{ type: 'divider' as const }] : []),
            {
              key: '__save',
              label: t('listSettings.save'),
              onClick: () => {
                setSharing(false);
                setNaming('');
              },
            },
          ],
        }}
      >
        <Button icon={<FilterOutlined />}>{t('listSettings.saved')}</Button>
      </Dropdown>
      <Modal
        open={naming !== null}
        title={t('listSettings.save')}
        okText={t('common.save')}
        cancelText={t('common.cancel')}
        confirmLoading={save.isPending}
        onCancel={() => setNaming(null)}
        onOk={submit}
      >
        <Typography.Paragraph type="secondary">{t('listSettings.saveHint')}</Typography.Paragraph>
        <Input
          aria-label={t('listSettings.name')}
          placeholder={t('listSettings.name')}
          maxLength={SAVED_FILTER_NAME_MAX}
          value={naming ?? ''}
          onChange={(event) => setNaming(event.target.value)}
          onPressEnter={submit}
        />
        <Checkbox
          checked={sharing}
          onChange={(event) => setSharing(event.target.checked)}
          style={{ marginTop: 12 }}
        >
          {t('listSettings.shareWithColleagues')}
        </Checkbox>
      </Modal>
    </>
  );
}
