import type { TReceiptQueueRow } from '@alma/shared/admin-api/fulfilment';
import { App, Button, Popconfirm, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { movedCount, planMoves } from '../../../lib/move-plan.ts';
import { useBulkMoveReceipts, useQueueReceipts } from '../api/receipts.ts';
import {
  mayIssueReceipt,
  mayResendReceipt,
  receiptOfferOf,
  type TReceiptPowers,
} from '../model/receipt-actions.ts';
import { movedOutcome, queuedOutcome } from './receipt-outcome.ts';

type Props = { rows: TReceiptQueueRow[]; powers: TReceiptPowers; onDone: () => void };

function BulkButton(props: {
  label: string;
  description: ReactNode;
  count: number;
  busy: boolean;
  run: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Popconfirm
      title={props.label}
      description={props.description}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      disabled={props.count === 0}
      onConfirm={props.run}
    >
      <Button disabled={props.count === 0} loading={props.busy}>
        {props.label}
      </Button>
    </Popconfirm>
  );
}

/**
 * The selected receipts together: issue the electronic ones still to issue, send the issued ones
 * again, move the paper ones each to its next status (mailing stays one by one). Each button says
 * how many of the selection it would touch.
 */
export function ReceiptBulkBar({ rows, powers, onDone }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queue = useQueueReceipts();
  const bulk = useBulkMoveReceipts();
  const toIssue = rows.filter(mayIssueReceipt).map((row) => row.id);
  const toResend = rows.filter(mayResendReceipt).map((row) => row.id);
  const plan = planMoves(rows, receiptOfferOf);
  const show = (text: string, partial: boolean) =>
    partial ? void message.warning(text) : void message.success(text);
  const fail = (error: Error) => void message.error(error.message);

  const queueAll = (action: 'issue' | 'resend', ids: number[]) =>
    queue.mutate(
      { action, ids },
      {
        onSuccess: (result) => {
          show(queuedOutcome(action, result, t), result.skipped.length > 0);
          onDone();
        },
        onError: fail,
      },
    );
  const moveAll = () =>
    bulk.mutate(plan.moves, {
      onSuccess: (result) => {
        show(movedOutcome(result, t), result.skipped.length > 0);
        onDone();
      },
      onError: fail,
    });

  const planLines = plan.moves.map(({ to, ids }) =>
    t('receipts.bulkPlan', { count: ids.length, status: t(`receipts.status.${to}`) }),
  );
  if (plan.oneByOne.length > 0) planLines.push(t('receipts.bulkOneByOne', { count: plan.oneByOne.length }));

  return (
    <Space style={{ marginBottom: 12 }} wrap>
      {powers.issue ? (
        <BulkButton
          label={t('receipts.bulkIssue', { count: toIssue.length })}
          description={t('receipts.bulkIssueConfirm', { count: toIssue.length })}
          count={toIssue.length}
          busy={queue.isPending}
          run={() => queueAll('issue', toIssue)}
        />
      ) : null}
      {powers.resend ? (
        <BulkButton
          label={t('receipts.bulkResend', { count: toResend.length })}
          description={t('receipts.bulkResendConfirm', { count: toResend.length })}
          count={toResend.length}
          busy={queue.isPending}
          run={() => queueAll('resend', toResend)}
        />
      ) : null}
      {powers.move ? (
        <BulkButton
          label={t('receipts.bulkMove', { count: movedCount(plan) })}
          description={planLines.map((line) => <div key={line}>{line}</div>)}
          count={movedCount(plan)}
          busy={bulk.isPending}
          run={moveAll}
        />
      ) : null}
      <Typography.Text type="secondary">{t('receipts.selected', { count: rows.length })}</Typography.Text>
    </Space>
  );
}
