import { AGREEMENT_FLOWS, AGREEMENT_STATUSES } from '@alma/shared/agreements/agreement-status';
import { Button, Form, Input, Select, Space } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ProjectSelect } from '../../../components/project-select.tsx';
import type { TAgreementsQuery } from '../api/agreements.ts';

export type TAgreementFilters = Pick<TAgreementsQuery, 'status' | 'flow' | 'itemsId' | 'q'>;

/** The search box's limit (ZAgreementQuery's `q`). */
const SEARCH_MAX = 50;

/** Status, flow, project, and one box that finds an agreement by its number, the donor or the order. */
export function AgreementFilters({
  value,
  onSearch,
}: {
  value: TAgreementFilters;
  onSearch: (filters: TAgreementFilters) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TAgreementFilters>();
  const { status, flow, itemsId, q } = value;

  // Back/forward, a saved filter and a pasted link change the address: the fields follow it.
  useEffect(() => {
    form.setFieldsValue({ status, flow, itemsId, q: q ?? '' });
  }, [form, status, flow, itemsId, q]);

  return (
    <Form<TAgreementFilters>
      form={form}
      layout="inline"
      onFinish={(values) => onSearch({ ...values, q: values.q?.trim() || undefined })}
      style={{ marginBottom: 16, rowGap: 8 }}
    >
      <Form.Item name="q" label={t('agreements.search')}>
        <Input
          allowClear
          placeholder={t('agreements.searchPlaceholder')}
          maxLength={SEARCH_MAX}
          style={{ width: 240 }}
        />
      </Form.Item>
      <Form.Item name="itemsId" label={t('agreements.project')}>
        <ProjectSelect placeholder={t('agreements.allProjects')} />
      </Form.Item>
      <Form.Item name="status" label={t('agreements.status')}>
        <Select
          allowClear
          placeholder={t('agreements.allStatuses')}
          style={{ width: 120 }}
          options={AGREEMENT_STATUSES.map((key) => ({ value: key, label: t(`agreements.statuses.${key}`) }))}
        />
      </Form.Item>
      <Form.Item name="flow" label={t('agreements.flow')}>
        <Select
          allowClear
          placeholder={t('agreements.allFlows')}
          style={{ width: 130 }}
          options={AGREEMENT_FLOWS.map((key) => ({ value: key, label: t(`agreements.flows.${key}`) }))}
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
