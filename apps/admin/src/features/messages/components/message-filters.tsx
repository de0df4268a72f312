import { Button, Form, Input, Space } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ProjectSelect } from '../../../components/project-select.tsx';
import { useMayCall } from '../../../lib/session.ts';

type Filters = { itemsId?: number; s?: string };
type Props = { value: Filters; onSearch: (filters: Filters) => void };

/** Project and words; 查询 writes them into the address (a new search starts at page 1). */
export function MessageFilters({ value, onSearch }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Filters>();
  const mayListProjects = useMayCall()('GET /projects');

  // Back/forward and a pasted link change the address: the fields follow it.
  // Primitives, not the object: a re-render of the page must not wipe what is being typed.
  const { itemsId, s } = value;
  useEffect(() => {
    form.setFieldsValue({ itemsId, s: s ?? '' });
  }, [form, itemsId, s]);

  return (
    <Form<Filters> form={form} layout="inline" onFinish={onSearch} style={{ marginBottom: 16, rowGap: 8 }}>
      {mayListProjects ? (
        <Form.Item name="itemsId" label={t('messages.project')}>
          <ProjectSelect placeholder={t('messages.projectAny')} />
        </Form.Item>
      ) : null}
      <Form.Item name="s">
        <Input.Search
          allowClear
          placeholder={t('messages.search')}
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
