import { Button, Form, Input, Select, Space } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

type Filters = { s?: string; alumni?: boolean; tag?: string };
type Props = { value: Filters; onSearch: (filters: Filters) => void };

/** Name, account or mobile, alumni and a tag (a saved filter by tag is a segment); 查询 writes them into the address (back to page 1). */
export function DonorFilters({ value, onSearch }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Filters>();

  // Back/forward and a pasted link change the address: the fields follow it.
  // Primitives, not the object: a re-render of the page must not wipe what is being typed.
  const { s, alumni, tag } = value;
  useEffect(() => {
    form.setFieldsValue({ s: s ?? '', alumni, tag: tag ?? '' });
  }, [form, s, alumni, tag]);

  return (
    <Form<Filters> form={form} layout="inline" onFinish={onSearch} style={{ marginBottom: 16, rowGap: 8 }}>
      <Form.Item name="s">
        <Input allowClear placeholder={t('donors.search')} style={{ width: 240 }} />
      </Form.Item>
      <Form.Item name="alumni" label={t('donors.alumni')}>
        <Select
          allowClear
          placeholder={t('donors.alumniAny')}
          style={{ width: 160 }}
          options={[
            { value: true, label: t('donors.alumniYes') },
            { value: false, label: t('donors.alumniNo') },
          ]}
        />
      </Form.Item>
      <Form.Item name="tag" label={t('donors.tagFilter')}>
        <Input allowClear placeholder={t('donors.tagFilterAny')} style={{ width: 160 }} maxLength={20} />
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
