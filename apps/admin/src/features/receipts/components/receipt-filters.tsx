import { Button, Form, Input, Select, Space } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ProjectSelect } from '../../../components/project-select.tsx';

export type TReceiptFilters = {
  receiptType?: number | undefined;
  receiptWay?: number | undefined;
  itemsId?: number | undefined;
  q?: string | undefined;
};
type Props = { value: TReceiptFilters; projects: boolean; onSearch: (filters: TReceiptFilters) => void };

/** The ways of each type (doc 3 §3): paper 1 pickup, 2 post; electronic 3 email, 4 SMS. */
const WAYS_OF_TYPE: Record<number, number[]> = { 1: [1, 2], 2: [3, 4] };

/** Type, way, project and words; 查询 writes them into the address (a new search starts at page 1). */
export function ReceiptFilters({ value, projects, onSearch }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TReceiptFilters>();
  const type = Form.useWatch('receiptType', form);
  const { receiptType, receiptWay, itemsId, q } = value;

  // Back/forward and a pasted link change the address: the fields follow it (primitives only).
  useEffect(() => {
    form.setFieldsValue({ receiptType, receiptWay, itemsId, q: q ?? '' });
  }, [form, receiptType, receiptWay, itemsId, q]);

  const ways = type ? (WAYS_OF_TYPE[type] ?? []) : [1, 2, 3, 4];
  return (
    <Form<TReceiptFilters>
      form={form}
      layout="inline"
      onFinish={onSearch}
      onValuesChange={(changed: TReceiptFilters) => {
        // A way of the other type would find nothing: the way follows the type.
        if ('receiptType' in changed) form.setFieldValue('receiptWay', undefined);
      }}
      style={{ marginBottom: 16, rowGap: 8 }}
    >
      <Form.Item name="receiptType" label={t('receipts.type')}>
        <Select
          allowClear
          placeholder={t('receipts.typeAny')}
          style={{ width: 110 }}
          options={[1, 2].map((key) => ({ value: key, label: t(`receipts.type${key}`) }))}
        />
      </Form.Item>
      <Form.Item name="receiptWay" label={t('receipts.way')}>
        <Select
          allowClear
          placeholder={t('receipts.wayAny')}
          style={{ width: 110 }}
          options={ways.map((key) => ({ value: key, label: t(`receipts.way${key}`) }))}
        />
      </Form.Item>
      {projects ? (
        <Form.Item name="itemsId" label={t('receipts.project')}>
          <ProjectSelect placeholder={t('receipts.projectAny')} />
        </Form.Item>
      ) : null}
      <Form.Item name="q">
        <Input.Search
          allowClear
          placeholder={t('receipts.search')}
          style={{ width: 240 }}
          onSearch={() => form.submit()}
        />
      </Form.Item>
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {t('common.search')}
          </Button>
          <Button onClick={() => onSearch({})}>{t('common.reset')}</Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
