import type { TBulkResult, TCertificateQueueRow } from '@alma/shared/admin-api/fulfilment';
import { App, Button, Popconfirm, Space, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { movedCount, planMoves, type TMovePlan } from '../../../lib/move-plan.ts';
import { useBulkMoveCertificates } from '../api/certificates.ts';
import { certificateOfferOf } from '../model/certificate-moves.ts';

type Props = { rows: TCertificateQueueRow[]; onDone: () => void };

/** What the confirmation says will happen, target by target. */
function planLines(plan: TMovePlan, t: TFunction): string[] {
  const lines = plan.moves.map(({ to, ids }) =>
    t('certificates.bulkPlan', { count: ids.length, status: t(`certificates.status.${to}`) }),
  );
  if (plan.oneByOne.length > 0) lines.push(t('certificates.bulkOneByOne', { count: plan.oneByOne.length }));
  if (plan.none.length > 0) lines.push(t('certificates.bulkNone', { count: plan.none.length }));
  return lines;
}

/** The server's answer in words: how many moved, and why any were skipped (moved meanwhile). */
export function bulkOutcome(result: TBulkResult, t: TFunction): string {
  const done = t('certificates.bulkDone', { moved: result.moved.length });
  if (result.skipped.length === 0) return done;
  const reasons = [...new Set(result.skipped.map((skip) => skip.reason))].join('；');
  return done + t('certificates.bulkSkipped', { count: result.skipped.length, reasons });
}

/** The selected certificates, each to its own next status; mailing stays one by one. */
export function CertificateBulkBar({ rows, onDone }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const bulk = useBulkMoveCertificates();
  const plan = planMoves(rows, certificateOfferOf);
  const count = movedCount(plan);

  const run = () =>
    bulk.mutate(plan.moves, {
      onSuccess: (result) => {
        const text = bulkOutcome(result, t);
        if (result.skipped.length > 0) void message.warning(text);
        else void message.success(text);
        onDone();
      },
      onError: (error) => void message.error(error.message),
    });

  return (
    <Space style={{ marginBottom: 12 }} wrap>
      <Popconfirm
        title={t('certificates.bulkMove')}
        description={planLines(plan, t).map((line) => <div key={line}>{line}</div>)}
        okText={t('common.confirm')}
        cancelText={t('common.cancel')}
        disabled={count === 0}
        onConfirm={run}
      >
        <Button type="primary" disabled={count === 0} loading={bulk.isPending}>
          {t('certificates.bulkMove')}
        </Button>
      </Popconfirm>
      <Typography.Text type="secondary">
        {t('certificates.selected', { count: rows.length })}
        {rows.length > 0 && count === 0 ? ` · ${t('certificates.bulkNothing')}` : ''}
      </Typography.Text>
    </Space>
  );
}
