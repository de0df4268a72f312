import type { TAwardRow } from '@alma/shared/admin-api/awards';
import { Button, Image, Popconfirm, Space, type TableColumnsType, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { thresholdText } from '../model/award-form.ts';

type Actions = {
  /** Each action shows only if the role may call its route. */
  may: { edit: boolean; remove: boolean };
  edit: (row: TAwardRow) => void;
  remove: (row: TAwardRow) => void;
};

export function awardColumns(t: TFunction, actions: Actions): TableColumnsType<TAwardRow> {
  const { may } = actions;
  return [
    {
      title: t('awards.picture'),
      dataIndex: 'picture',
      width: 88,
      render: (picture: string) =>
        picture ? (
          <Image src={picture} width={48} height={48} style={{ objectFit: 'contain' }} />
        ) : (
          <Typography.Text type="secondary">{t('awards.noPicture')}</Typography.Text>
        ),
    },
    {
      title: t('awards.name'),
      dataIndex: 'name',
      render: (_, row) => (
        <Space orientation="vertical" size={0}>
          <span>{row.name}</span>
          {row.nameEn ? <Typography.Text type="secondary">{row.nameEn}</Typography.Text> : null}
        </Space>
      ),
    },
    {
      title: t('awards.rule'),
      key: 'rule',
      render: (_, row) =>
        t('awards.ruleSummary', {
          kind: t(`awards.kinds.${row.ruleKind}`),
          threshold: `${thresholdText(row.ruleKind, row.ruleThreshold)} ${
            row.ruleKind === 'donate_money_fen' ? '' : t(`awards.units.${row.ruleKind}`)
          }`.trim(),
        }),
    },
    {
      title: t('awards.description'),
      dataIndex: 'description',
      ellipsis: true,
    },
    { title: t('awards.sort'), dataIndex: 'sort', width: 72 },
    {
      title: t('awards.actions'),
      key: 'actions',
      width: 140,
      render: (_, row) => (
        <Space>
          {may.edit && (
            <Button type="link" size="small" onClick={() => actions.edit(row)}>
              {t('awards.editAction')}
            </Button>
          )}
          {may.remove && (
            <Popconfirm
              title={t('awards.deleteConfirm', { name: row.name })}
              okText={t('awards.delete')}
              cancelText={t('common.cancel')}
              okButtonProps={{ danger: true }}
              onConfirm={() => actions.remove(row)}
            >
              <Button type="link" size="small" danger>
                {t('awards.delete')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];
}
