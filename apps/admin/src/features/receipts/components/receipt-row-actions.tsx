import type { TReceiptQueueRow } from '@alma/shared/admin-api/fulfilment';
import { App, Button, Popconfirm, Space, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMoveReceipt, useQueueReceipts, useUploadScan } from '../api/receipts.ts';
import { receiptActions, type TReceiptAction, type TReceiptPowers } from '../model/receipt-actions.ts';
import { queuedOutcome } from './receipt-outcome.ts';

/** What a scan may be: the server keeps JPEG, PNG or PDF. */
const SCAN_TYPES = 'image/jpeg,image/png,application/pdf';

type Props = {
  row: TReceiptQueueRow;
  powers: TReceiptPowers;
  /** 已邮寄 asks for the courier first: the page's form. */
  mail: (row: TReceiptQueueRow) => void;
  /** 修改快递 opens the same form with what was saved. */
  correct: (row: TReceiptQueueRow) => void;
};

/** A confirmed button: every one of these changes what the donor sees, and none can be undone. */
function Confirmed({ label, description, run }: { label: string; description: string; run: () => void }) {
  const { t } = useTranslation();
  return (
    <Popconfirm
      title={label}
      description={description}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      onConfirm={run}
    >
      <Button type="link">{label}</Button>
    </Popconfirm>
  );
}

/** The buttons the row's status, way and the role allow (model/receipt-actions.ts decides which). */
export function ReceiptRowActions({ row, powers, mail, correct }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queue = useQueueReceipts();
  const move = useMoveReceipt();
  const scan = useUploadScan();
  const fail = (error: Error) => void message.error(error.message);

  const queueOne = (action: 'issue' | 'resend') =>
    queue.mutate(
      { action, ids: [row.id] },
      {
        onSuccess: (result) => {
          const text = queuedOutcome(action, result, t);
          if (result.skipped.length > 0) void message.warning(text);
          else void message.success(text);
        },
        onError: fail,
      },
    );

  const button = (action: TReceiptAction) => {
    switch (action.kind) {
      case 'issue':
        return (
          <Confirmed
            key="issue"
            label={t('receipts.issue')}
            description={t('receipts.issueConfirm')}
            run={() => queueOne('issue')}
          />
        );
      case 'resend':
        return (
          <Confirmed
            key="resend"
            label={t('receipts.resend')}
            description={t('receipts.resendConfirm')}
            run={() => queueOne('resend')}
          />
        );
      case 'scan':
        return (
          <Upload
            key="scan"
            accept={SCAN_TYPES}
            showUploadList={false}
            customRequest={({ file, onSuccess, onError }) =>
              scan.mutate(
                { id: row.id, file: file as File },
                {
                  onSuccess: (saved) => {
                    void message.success(t('receipts.scanned'));
                    onSuccess?.(saved);
                  },
                  onError: (error) => {
                    fail(error);
                    onError?.(error);
                  },
                },
              )
            }
          >
            <Button type="link" loading={scan.isPending}>
              {t('receipts.scan')}
            </Button>
          </Upload>
        );
      case 'correct':
        return (
          <Button key="correct" type="link" onClick={() => correct(row)}>
            {t('express.correct')}
          </Button>
        );
      case 'move': {
        const label = t(`receipts.${action.verb}`);
        if (action.needsExpress)
          return (
            <Button key="move" type="link" onClick={() => mail(row)}>
              {label}
            </Button>
          );
        const description =
          action.verb === 'issued'
            ? t('receipts.issuedConfirm', { status: t(`receipts.status.${action.to}`) })
            : t('receipts.pickedUpConfirm');
        const run = () =>
          move.mutate(
            { id: row.id, move: { to: action.to } },
            {
              onSuccess: (moved) =>
                void message.success(t('receipts.moved', { status: t(`receipts.status.${moved.status}`) })),
              onError: fail,
            },
          );
        return <Confirmed key="move" label={label} description={description} run={run} />;
      }
    }
  };

  return (
    <Space size={0} wrap>
      {receiptActions(row, powers).map(button)}
    </Space>
  );
}
