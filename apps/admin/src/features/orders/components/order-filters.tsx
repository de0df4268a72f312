import { ORDER_DATE_FIELDS } from '@alma/shared/admin-api/orders';
import { ORDER_STATUSES } from '@alma/shared/orders/order-status';
import { Button, Form, Input, Select, Space } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ProjectSelect } from '../../../components/project-select.tsx';

export type OrderFilterValues = {
  itemsId?: number | undefined;
  status?: string | undefined;
  payType?: number | undefined;
  dateField?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  billNo?: string | undefined;
};
type FormValues = OrderFilterValues;
type Props = { value: OrderFilterValues; onSearch: (filters: OrderFilterValues) => void; projects: boolean };

const PAY_TYPES = [1, 2, 9, 14, 15, 99];
/** Project, status, pay type, a range of days on the created or paid time, a bill number. */
export function OrderFilters({ value, onSearch, projects }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const { itemsId, status, payType, dateField, from, to, billNo } = value;

  // Back/forward and a pasted link change the address: the fields follow it (primitives only, so
  // a re-render of the page does not wipe what is being typed).
  useEffect(() => {
    form.setFieldsValue({
      itemsId,
      status,
      payType,
      dateField: dateField ?? 'created',
      billNo: billNo ?? '',
      from: from ?? '',
      to: to ?? '',
    });
  }, [form, itemsId, status, payType, dateField, from, to, billNo]);

  return (
    <Form<FormValues> form={form} layout="inline" onFinish={onSearch} style={{ marginBottom: 16, rowGap: 8 }}>
      {projects ? (
        <Form.Item name="itemsId" label={t('orders.project')}>
          <ProjectSelect placeholder={t('orders.projectAny')} />
        </Form.Item>
      ) : null}
      <Form.Item name="status" label={t('orders.status')}>
        <Select
          allowClear
          placeholder={t('orders.statusAny')}
          style={{ width: 120 }}
          options={ORDER_STATUSES.map((key) => ({ value: key, label: t(`orderStatus.${key}`) }))}
        />
      </Form.Item>
      <Form.Item name="payType" label={t('orders.payType')}>
        <Select
          allowClear
          placeholder={t('orders.payTypeAny')}
          style={{ width: 140 }}
          options={PAY_TYPES.map((key) => ({ value: key, label: t(`payType.${key}`) }))}
        />
      </Form.Item>
      <Form.Item label={t('orders.dateField')}>
        <Space.Compact>
          <Form.Item name="dateField" noStyle>
            <Select
              style={{ width: 110 }}
              options={ORDER_DATE_FIELDS.map((key) => ({ value: key, label: t(`orders.${key}`) }))}
            />
          </Form.Item>
          <Form.Item name="from" noStyle>
            <Input type="date" aria-label={t('orders.from')} style={{ width: 150 }} />
          </Form.Item>
          <Form.Item name="to" noStyle>
            <Input type="date" aria-label={t('orders.to')} style={{ width: 150 }} />
          </Form.Item>
        </Space.Compact>
      </Form.Item>
      <Form.Item name="billNo" label={t('orders.billNo')}>
        <Input allowClear style={{ width: 200 }} />
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
