import type { TDonorMerge } from '@alma/shared/admin-api/donor-merge';
import type { TDonorDetail, TDonorRow } from '@alma/shared/admin-api/donors';
import { formatYuan } from '@alma/shared/money/money';
import { App, Button, List, Modal, Popconfirm, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMayCall } from '../../../lib/session.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useMergeCandidates, useMergeDonors, useUndoMerge } from '../api/donor-merge.ts';
import { donorNameOf } from './donor-columns.tsx';
import '../merge-messages.ts';

/** Asks before merging, naming both donors and what moves (the gifts as the list counts them). */
function ConfirmMerge({
  kept,
  merged,
  onClose,
}: {
  kept: TDonorDetail;
  merged: TDonorRow;
  onClose: (done: boolean) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const mergeDonors = useMergeDonors();
  const names = { kept: donorNameOf(kept), merged: donorNameOf(merged) };
  const confirm = () =>
    mergeDonors.mutate(
      { keptId: kept.id, mergedId: merged.id },
      {
        onSuccess: () => {
          void message.success(t('donorMerge.done', names));
          onClose(true);
        },
        onError: (error) => void message.error(error.message),
      },
    );
  return (
    <Modal
      open
      title={t('donorMerge.confirmTitle')}
      okText={t('donorMerge.confirmOk')}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: true, loading: mergeDonors.isPending }}
      onOk={confirm}
      onCancel={() => onClose(false)}
    >
      <Typography.Paragraph data-testid="donor-merge-what">
        {t('donorMerge.confirmWhat', {
          ...names,
          count: merged.giftCount,
          total: t('common.yuan', { amount: formatYuan(merged.giftTotal) }),
        })}
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">{t('donorMerge.confirmAfter', names)}</Typography.Paragraph>
    </Modal>
  );
}

function MergeLine({ merge, mayUndo }: { merge: TDonorMerge; mayUndo: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const undo = useUndoMerge();
  const name = merge.mergedName;
  const line = t('donorMerge.line', {
    name,
    count: merge.giftCount,
    total: t('common.yuan', { amount: formatYuan(merge.giftTotal) }),
    at: merge.createdAt.slice(0, 16),
    staff: merge.staffName,
  });
  return (
    <List.Item data-testid="donor-merge-line">
      <Space wrap>
        <Typography.Text type={merge.undoneAt ? 'secondary' : undefined}>{line}</Typography.Text>
        {merge.undoneAt ? (
          <>
            <Tag>{t('donorMerge.undone')}</Tag>
            <Typography.Text type="secondary">
              {t('donorMerge.undoneLine', { at: merge.undoneAt.slice(0, 16), staff: merge.undoneBy })}
            </Typography.Text>
          </>
        ) : mayUndo ? (
          <Popconfirm
            title={t('donorMerge.undoTitle', { name })}
            description={t('donorMerge.undoConfirm', { name })}
            okText={t('donorMerge.undo')}
            cancelText={t('common.cancel')}
            okButtonProps={{ danger: true }}
            styles={{ root: { maxWidth: 400 } }}
            onConfirm={() =>
              undo.mutateAsync(merge.id, {
                onSuccess: () => void message.success(t('donorMerge.undoDone')),
                onError: (error) => void message.error(error.message),
              })
            }
          >
            <Button size="small" danger loading={undo.isPending}>
              {t('donorMerge.undo')}
            </Button>
          </Popconfirm>
        ) : null}
      </Space>
    </List.Item>
  );
}

/** 合并重复记录 on a donor's record: pick another donor, confirm, merge; the merges made, to undo. */
export function DonorMerge({ donor }: { donor: TDonorDetail }) {
  const { t } = useTranslation();
  const mayCall = useMayCall();
  const mayMerge = mayCall('POST /donors/:id/merge');
  const [words, setWords] = useState('');
  const candidates = useMergeCandidates(useDebouncedValue(words, 300));
  const [chosen, setChosen] = useState<TDonorRow | null>(null);
  const [confirming, setConfirming] = useState(false);
  const rows = (candidates.data?.rows ?? []).filter((row) => row.id !== donor.id);

  if (!mayMerge && donor.merges.length === 0) return null;
  return (
    <>
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {t('donorMerge.title')}
      </Typography.Title>
      {mayMerge ? (
        <>
          <Typography.Paragraph type="secondary">{t('donorMerge.hint')}</Typography.Paragraph>
          <Space.Compact style={{ width: '100%' }}>
            <Select
              style={{ width: '100%' }}
              showSearch={{ filterOption: false, onSearch: setWords }}
              placeholder={t('donorMerge.search')}
              loading={candidates.isFetching}
              data-testid="donor-merge-search"
              value={chosen?.id}
              onChange={(id: number) => setChosen(rows.find((row) => row.id === id) ?? null)}
              options={rows.map((row) => ({
                value: row.id,
                label: [donorNameOf(row), row.mobile, t('donors.giftCountOf', { count: row.giftCount })]
                  .filter(Boolean)
                  .join(' · '),
              }))}
            />
            <Button disabled={!chosen} onClick={() => setConfirming(true)}>
              {t('donorMerge.start')}
            </Button>
          </Space.Compact>
        </>
      ) : null}
      {chosen && confirming ? (
        <ConfirmMerge
          kept={donor}
          merged={chosen}
          onClose={(done) => {
            setConfirming(false);
            if (done) setChosen(null);
          }}
        />
      ) : null}
      {donor.merges.length > 0 ? (
        <List
          size="small"
          header={t('donorMerge.merges')}
          dataSource={donor.merges}
          rowKey="id"
          renderItem={(merge) => (
            <MergeLine merge={merge} mayUndo={mayCall('POST /donors/merges/:mergeId/undo')} />
          )}
        />
      ) : null}
    </>
  );
}
