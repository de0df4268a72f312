import { ORDER_DATE_FIELDS, ORDER_SEARCH_MAX } from '@alma/shared/admin-api/orders';
import { ORDER_STATUSES } from '@alma/shared/orders/order-status';
import { Button, DatePicker, Form, Input, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
// The calendar's weekdays and first day of the week follow antd's zh_CN locale only when dayjs
// has the same locale loaded.
import 'dayjs/locale/zh-cn';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ProjectSelect } from '../../../components/project-select.tsx';
import { payTypeText } from './order-columns.tsx';

export type OrderFilterValues = {
  itemsId?: number | undefined;
  status?: string | undefined;
  payType?: number | undefined;
  dateField?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  q?: string | undefined;
};

/** The wire's day, shown the same way in the picker whatever the browser's locale. */
const DAY = 'YYYY-MM-DD';
type Range = [Dayjs | null, Dayjs | null] | null;
type FormValues = Omit<OrderFilterValues, 'from' | 'to'> & { range?: Range };
type Props = { value: OrderFilterValues; onSearch: (filters: OrderFilterValues) => void; projects: boolean };

const dayOf = (text: string | undefined) => {
  // The address holds YYYY-MM-DD (checked by the shared schema), which dayjs reads as a local day.
  const day = text ? dayjs(text) : null;
  return day?.isValid() ? day : null;
};
const rangeOf = (from: string | undefined, to: string | undefined): Range =>
  from || to ? [dayOf(from), dayOf(to)] : null;

const PAY_TYPES = [1, 2, 9, 14, 15, 90, 99];
/**
 * Project, status, pay type, a range of days on the created or paid time, and one search box that
 * finds an order by its bill number, the donor's name or the donor's mobile.
 */
export function OrderFilters({ value, onSearch, projects }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const { itemsId, status, payType, dateField, from, to, q } = value;

  // Back/forward and a pasted link change the address: the fields follow it (primitives only, so
  // a re-render of the page does not wipe what is being typed).
  useEffect(() => {
    form.setFieldsValue({
      itemsId,
      status,
      payType,
      dateField: dateField ?? 'created',
      q: q ?? '',
      range: rangeOf(from, to),
    });
  }, [form, itemsId, status, payType, dateField, from, to, q]);

  const search = ({ range, ...rest }: FormValues) =>
    onSearch({
      ...rest,
      q: rest.q?.trim() || undefined,
      from: range?.[0]?.format(DAY),
      to: range?.[1]?.format(DAY),
    });

  return (
    <Form<FormValues> form={form} layout="inline" onFinish={search} style={{ marginBottom: 16, rowGap: 8 }}>
      <Form.Item name="q" label={t('orders.search')}>
        <Input
          allowClear
          placeholder={t('orders.searchPlaceholder')}
          maxLength={ORDER_SEARCH_MAX}
          style={{ width: 260 }}
        />
      </Form.Item>
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
          options={PAY_TYPES.map((key) => ({ value: key, label: payTypeText(t, key) }))}
        />
      </Form.Item>
      <Form.Item label={t('orders.dateField')}>
        <Space.Compact>
          <Form.Item name="dateField" noStyle>
            <Select
              aria-label={t('orders.dateField')}
              style={{ width: 110 }}
              options={ORDER_DATE_FIELDS.map((key) => ({ value: key, label: t(`orders.${key}`) }))}
            />
          </Form.Item>
          <Form.Item name="range" noStyle>
            <DatePicker.RangePicker
              format={DAY}
              allowEmpty={[true, true]}
              placeholder={[t('orders.from'), t('orders.to')]}
              style={{ width: 260 }}
            />
          </Form.Item>
        </Space.Compact>
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
