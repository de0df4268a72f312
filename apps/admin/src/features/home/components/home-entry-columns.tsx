import type { THomeEntryRow } from '@alma/shared/admin-api/home';
import { Button, Image, Popconfirm, Space, type TableColumnsType, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { MoveButtons } from '../../../components/move-buttons.tsx';

type Actions = {
  /** Each action shows only if the role may call its route. */
  may: { edit: boolean; reorder: boolean; remove: boolean };
  busy: boolean;
  move: (index: number, step: -1 | 1) => void;
  edit: (row: THomeEntryRow) => void;
  remove: (row: THomeEntryRow) => void;
};

export function homeEntryColumns(
  t: TFunction,
  count: number,
  actions: Actions,
): TableColumnsType<THomeEntryRow> {
  const { may } = actions;
  return [
    {
      title: t('home.picture'),
      dataIndex: 'src',
      width: 120,
      render: (src: string) =>
        src ? (
          <Image src={src} width={96} height={54} style={{ objectFit: 'cover' }} />
        ) : (
          <Typography.Text type="secondary">{t('home.noPicture')}</Typography.Text>
        ),
    },
    {
      title: t('home.entryTitle'),
      dataIndex: 'title',
      render: (_, row) => (
        <Space orientation="vertical" size={0}>
          <span>{row.title}</span>
          {row.titleEn ? <Typography.Text type="secondary">{row.titleEn}</Typography.Text> : null}
        </Space>
      ),
    },
    {
      title: t('home.leadsTo'),
      key: 'target',
      render: (_, row) =>
        row.linkUrl ? (
          <Typography.Text code>{row.linkUrl}</Typography.Text>
        ) : (
          t('home.toProject', { name: row.itemsName ?? `#${row.itemsId}` })
        ),
    },
    { title: t('home.sort'), dataIndex: 'sort', width: 72 },
    {
      title: t('home.isShow'),
      dataIndex: 'isShow',
      width: 80,
      render: (shown: boolean) =>
        shown ? <Tag color="green">{t('home.shown')}</Tag> : <Tag>{t('home.hidden')}</Tag>,
    },
    {
      title: t('home.actions'),
      key: 'actions',
      width: 220,
      render: (_, row, index) => (
        <Space>
          {may.reorder && (
            <MoveButtons
              first={index === 0}
              last={index === count - 1}
              disabled={actions.busy}
              move={(step) => actions.move(index, step)}
            />
          )}
          {may.edit && (
            <Button type="link" size="small" onClick={() => actions.edit(row)}>
              {t('home.edit')}
            </Button>
          )}
          {may.remove && (
            <Popconfirm
              title={t('home.deleteConfirm', { title: row.title })}
              okText={t('home.delete')}
              cancelText={t('common.cancel')}
              okButtonProps={{ danger: true }}
              onConfirm={() => actions.remove(row)}
            >
              <Button type="link" size="small" danger>
                {t('home.delete')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];
}
