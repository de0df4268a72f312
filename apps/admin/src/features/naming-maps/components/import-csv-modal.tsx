import {
  NAMING_CSV_MAX_LENGTH,
  type TNamingMapDetail,
  type TNamingPointsAdded,
} from '@alma/shared/admin-api/naming-maps';
import { UploadOutlined } from '@ant-design/icons';
import { Alert, App, Button, Form, Input, Modal, Select, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useImportPoints } from '../api/naming-maps.ts';

type TImportForm = { areaId?: number; csv: string };

type Props = {
  open: boolean;
  detail: TNamingMapDetail;
  onClose: () => void;
  onImported: (added: TNamingPointsAdded) => void;
};

/**
 * Points from a CSV file (or pasted text) into one area: the server checks every line and stores
 * all or nothing; its refusal names the line and is shown here.
 */
export function ImportCsvModal({ open, detail, onClose, onImported }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<TImportForm>();
  const run = useImportPoints(detail.id);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (values: TImportForm) => {
    if (values.areaId === undefined) return;
    setProblem(null);
    run.mutate(
      { areaId: values.areaId, csv: values.csv },
      {
        onSuccess: (added) => {
          void message.success(t('namingMaps.csv.done', { count: added.added.length }));
          onImported(added);
        },
        onError: (error) => setProblem(error.message),
      },
    );
  };

  return (
    <Modal
      open={open}
      title={t('namingMaps.csv.title')}
      okText={t('namingMaps.importCsv')}
      cancelText={t('common.cancel')}
      confirmLoading={run.isPending}
      onOk={() => form.submit()}
      onCancel={() => {
        setProblem(null);
        onClose();
      }}
      destroyOnHidden
      width={640}
    >
      <Alert type="info" showIcon title={t('namingMaps.csv.hint')} style={{ marginBottom: 12 }} />
      <Form<TImportForm>
        form={form}
        layout="vertical"
        onFinish={submit}
        clearOnDestroy
        initialValues={{ areaId: detail.definition.areaIdList[0] ?? detail.areas[0]?.id, csv: '' }}
        data-testid="import-csv-form"
      >
        <Form.Item
          name="areaId"
          label={t('namingMaps.place.area')}
          rules={[{ required: true, message: t('namingMaps.place.areaRequired') }]}
        >
          <Select options={detail.areas.map((area) => ({ value: area.id, label: area.title }))} />
        </Form.Item>
        <Upload
          accept=".csv,text/csv,text/plain"
          showUploadList={false}
          beforeUpload={(file) => {
            void file.text().then((text) => form.setFieldValue('csv', text));
            return false;
          }}
        >
          <Button icon={<UploadOutlined />}>{t('namingMaps.csv.file')}</Button>
        </Upload>
        <Form.Item
          name="csv"
          label={t('namingMaps.csv.text')}
          rules={[{ required: true, whitespace: true, message: t('namingMaps.csv.required') }]}
          style={{ marginTop: 12 }}
        >
          <Input.TextArea
            maxLength={NAMING_CSV_MAX_LENGTH}
            autoSize={{ minRows: 6, maxRows: 14 }}
            placeholder={'displayNo,x,y,seatName,price,intro\n1,120,80,银杏,2000,位置：图书馆南侧'}
            style={{ fontFamily: 'monospace' }}
          />
        </Form.Item>
      </Form>
      {problem && <Alert type="error" showIcon title={problem} data-testid="csv-problem" />}
    </Modal>
  );
}
