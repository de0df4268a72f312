import { AUDIT_ACTIONS, AUDIT_TARGETS } from '@alma/shared/admin-api/audit-words';
import { Button, Form, Input, Select, Space } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/language.ts';
import { type AuditQuery, useStaffChoices } from '../api/audit.ts';

type Filters = Pick<AuditQuery, 'staffId' | 'action' | 'targetType' | 'targetId'>;
type Props = { value: Filters; onSearch: (filters: Filters) => void };

/** Who, what and on what; 查询 writes them into the address (a new search starts at page 1). */
export function AuditFilters({ value, onSearch }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Filters>();
  const staff = useStaffChoices();
  const language = currentLanguage();
  // Found by their words: typing 退款 offers 申请退款, 批准退款 and 驳回退款.
  const actions = Object.entries(AUDIT_ACTIONS).map(([value, words]) => ({ value, label: words[language] }));
  const targets = Object.entries(AUDIT_TARGETS).map(([value, words]) => ({ value, label: words[language] }));

  // Back/forward and a pasted link change the address: the fields follow it.
  useEffect(() => {
    form.setFieldsValue({
      staffId: undefined,
      action: undefined,
      targetType: undefined,
      targetId: '',
      ...value,
    });
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
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('audit.actionPlaceholder')}
          style={{ width: 220 }}
          options={actions}
        />
      </Form.Item>
      <Form.Item name="targetType" label={t('audit.targetType')}>
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('audit.targetAny')}
          style={{ width: 160 }}
          options={targets}
        />
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
