import { Button, Form, Input, Select, Space } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { type AuditQuery, useStaffChoices } from '../api/audit.ts';

type Filters = Pick<AuditQuery, 'staffId' | 'action' | 'targetType' | 'targetId'>;
type Props = { value: Filters; onSearch: (filters: Filters) => void };

/** Who, what and on what; 查询 writes them into the address (a new search starts at page 1). */
export function AuditFilters({ value, onSearch }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Filters>();
  const staff = useStaffChoices();

  // Back/forward and a pasted link change the address: the fields follow it.
  useEffect(() => {
    form.setFieldsValue({ staffId: undefined, action: '', targetType: '', targetId: '', ...value });
  }, [form, value]);

  return (
    <Form<Filters> form={form} layout="inline" onFinish={onSearch} style={{ marginBottom: 16, rowGap: 8 }}>
      <Form.Item name="staffId" label={t('audit.staff')}>
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('audit.staffAny')}
          loading={staff.isPending}
          style={{ width: 200 }}
          options={staff.data?.rows.map((row) => ({
            value: row.id,
            label: row.displayName ? `${row.displayName} (${row.username})` : row.username,
          }))}
        />
      </Form.Item>
      <Form.Item name="action" label={t('audit.action')}>
        <Input allowClear placeholder={t('audit.actionPlaceholder')} style={{ width: 180 }} />
      </Form.Item>
      <Form.Item name="targetType" label={t('audit.targetType')}>
        <Input allowClear style={{ width: 120 }} />
      </Form.Item>
      <Form.Item name="targetId" label={t('audit.targetId')}>
        <Input allowClear style={{ width: 120 }} />
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
