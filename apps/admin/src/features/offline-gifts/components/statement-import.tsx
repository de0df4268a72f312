import type { TStatementLine, TStatementPreview } from '@alma/shared/admin-api/offline-gifts';
import { formatYuan } from '@alma/shared/money/money';
import { UploadOutlined } from '@ant-design/icons';
import { App, Button, Space, Table, Tag, Typography, Upload } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProjectSelect } from '../../../components/project-select.tsx';
import { previewStatement, useConfirmGifts } from '../api/offline-gifts.ts';
import { giftsOfChosen, keptAgreementOf } from '../model/statement-gifts.ts';
import { StatementAgreement } from './statement-agreement.tsx';

/**
 * 导入银行流水 (对公转账认领): the statement is read on the server and answered with suggestions, nothing
 * stored; staff tick the lines that are gifts, correct their projects and confirm them all at once.
 */
export function StatementImport() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [preview, setPreview] = useState<TStatementPreview | null>(null);
  const [reading, setReading] = useState(false);
  const [chosen, setChosen] = useState<number[]>([]);
  const [projects, setProjects] = useState<Record<number, number | undefined>>({});
  // Lines whose suggested agreement staff dropped: they are confirmed as plain transfers.
  const [dropped, setDropped] = useState<number[]>([]);
  const confirm = useConfirmGifts();

  const read = (file: File) => {
    setReading(true);
    previewStatement(file)
      .then((answer) => {
        setPreview(answer);
        setChosen([]);
        setDropped([]);
        setProjects(
          Object.fromEntries(answer.lines.map((line) => [line.line, line.suggestedProject?.itemsId])),
        );
      })
      .catch((error: Error) => void message.error(error.message))
      .finally(() => setReading(false));
  };

  const submit = () => {
    const gifts = giftsOfChosen(preview?.lines ?? [], chosen, projects, dropped);
    if (gifts === null) {
      void message.error(t('offlineGifts.chooseProject'));
      return;
    }
    confirm.mutate(gifts, {
      onSuccess: (done) => {
        void message.success(t('offlineGifts.confirmed', { count: done.recorded.length }));
        setPreview(null);
        setChosen([]);
      },
      onError: (error) => void message.error(error.message),
    });
  };
  const keep = (line: number, kept: boolean) =>
    setDropped((previous) => (kept ? previous.filter((each) => each !== line) : [...previous, line]));

  const columns: ColumnsType<TStatementLine> = [
    { title: t('offlineGifts.line'), dataIndex: 'line', width: 64 },
    { title: t('offlineGifts.receivedOn'), dataIndex: 'receivedOn' },
    {
      title: t('offlineGifts.amount'),
      dataIndex: 'amount',
      align: 'right',
      render: (yuan: number) => formatYuan(yuan),
    },
    { title: t('offlineGifts.payerName'), dataIndex: 'payerName' },
    { title: t('offlineGifts.reference'), dataIndex: 'reference' },
    { title: t('offlineGifts.memo'), dataIndex: 'memo' },
    {
      title: t('offlineGifts.donor'),
      render: (_, line) =>
        line.alreadyRecorded ? (
          <Tag color="default">
            {t('offlineGifts.alreadyRecorded', { billNo: line.alreadyRecorded.billNo })}
          </Tag>
        ) : line.suggestedDonor ? (
          [line.suggestedDonor.name, line.suggestedDonor.mobile].filter(Boolean).join(' · ')
        ) : (
          t('offlineGifts.noDonor', { name: line.payerName || line.payerAccount })
        ),
    },
    {
      title: t('offlineGifts.statementAgreement.column'),
      render: (_, line) =>
        line.alreadyRecorded || !line.suggestedAgreement ? null : (
          <StatementAgreement
            agreement={line.suggestedAgreement}
            kept={!dropped.includes(line.line)}
            onKeep={(kept) => keep(line.line, kept)}
          />
        ),
    },
    {
      title: t('offlineGifts.project'),
      // Against an agreement the project is the agreement's: shown, not chosen.
      render: (_, line) => {
        if (line.alreadyRecorded) return null;
        const agreement = keptAgreementOf(line, dropped);
        return agreement ? (
          agreement.projectTitle
        ) : (
          <ProjectSelect
            kind="donation"
            value={projects[line.line]}
            placeholder={t('offlineGifts.project')}
            onChange={(value) => setProjects((previous) => ({ ...previous, [line.line]: value }))}
          />
        );
      },
    },
  ];

  return (
    <>
      <Typography.Paragraph type="secondary">{t('offlineGifts.importHint')}</Typography.Paragraph>
      <Space style={{ marginBottom: 16 }}>
        <Upload
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          showUploadList={false}
          beforeUpload={(file) => {
            read(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={reading} data-testid="statement-file">
            {t('offlineGifts.chooseFile')}
          </Button>
        </Upload>
        {preview && preview.skipped > 0 ? (
          <Typography.Text type="secondary">
            {t('offlineGifts.skipped', { count: preview.skipped })}
          </Typography.Text>
        ) : null}
      </Space>
      {preview ? (
        <>
          <Table<TStatementLine>
            rowKey="line"
            size="small"
            columns={columns}
            dataSource={preview.lines}
            pagination={false}
            rowSelection={{
              selectedRowKeys: chosen,
              onChange: (keys) => setChosen(keys.map(Number)),
              getCheckboxProps: (line) => ({ disabled: line.alreadyRecorded !== null }),
            }}
            data-testid="statement-lines"
          />
          <Button
            type="primary"
            style={{ marginTop: 16 }}
            disabled={chosen.length === 0}
            loading={confirm.isPending}
            onClick={submit}
            data-testid="statement-confirm"
          >
            {t('offlineGifts.confirm', { count: chosen.length })}
          </Button>
        </>
      ) : null}
    </>
  );
}
