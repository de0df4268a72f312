import { Button, Form, Input, Select, Space } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ProjectSelect } from '../../../components/project-select.tsx';

export type TCertificateFilters = {
  way?: number | undefined;
  itemsId?: number | undefined;
  q?: string | undefined;
};
type Props = {
  value: TCertificateFilters;
  projects: boolean;
  onSearch: (filters: TCertificateFilters) => void;
};

/** Way, project and words; 查询 writes them into the address (a new search starts at page 1). */
export function CertificateFilters({ value, projects, onSearch }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TCertificateFilters>();
  const { way, itemsId, q } = value;

  // Back/forward and a pasted link change the address: the fields follow it (primitives only, so
  // a re-render of the page does not wipe what is being typed).
  useEffect(() => {
    form.setFieldsValue({ way, itemsId, q: q ?? '' });
  }, [form, way, itemsId, q]);

  return (
    <Form<TCertificateFilters>
      form={form}
      layout="inline"
      onFinish={onSearch}
      style={{ marginBottom: 16, rowGap: 8 }}
    >
      <Form.Item name="way" label={t('certificates.way')}>
        <Select
          allowClear
          placeholder={t('certificates.wayAny')}
          style={{ width: 120 }}
          options={[1, 2].map((key) => ({ value: key, label: t(`certificates.way${key}`) }))}
        />
      </Form.Item>
      {projects ? (
        <Form.Item name="itemsId" label={t('certificates.project')}>
          <ProjectSelect placeholder={t('certificates.projectAny')} />
        </Form.Item>
      ) : null}
      <Form.Item name="q">
        <Input.Search
          allowClear
          placeholder={t('certificates.search')}
          style={{ width: 260 }}
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
