import {
  PROJECT_COVERS_MAX,
  PROJECT_INTRO_MAX_LENGTH,
  PROJECT_NAME_MAX_LENGTH,
} from '@alma/shared/admin-api/projects';
import { Card, Col, Form, Input, InputNumber, Row, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCategories } from '../api/categories.ts';
import { PictureListInput } from './picture-list-input.tsx';

/**
 * Name, category, order, introduction and link; the covers and the list thumbnail. The name and
 * introduction each have an English one beside them, for donors who read English.
 */
export function ProjectBasicFields({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const categories = useCategories();
  return (
    <>
      <Card title={t('projects.basics')} style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          <Col xs={24} lg={12}>
            <Form.Item
              name="name"
              label={t('projects.name')}
              rules={[{ required: true, whitespace: true, message: t('projects.nameRequired') }]}
            >
              <Input maxLength={PROJECT_NAME_MAX_LENGTH} showCount />
            </Form.Item>
          </Col>
          <Col xs={24} lg={12}>
            <Form.Item name="nameEn" label={t('englishTexts.name')} extra={t('englishTexts.hint')}>
              <Input maxLength={PROJECT_NAME_MAX_LENGTH} showCount />
            </Form.Item>
          </Col>
        </Row>
        <Space size="large" wrap>
          <Form.Item name="typeId" label={t('projects.category')}>
            <Select
              allowClear
              style={{ width: 220 }}
              placeholder={t('projects.noCategory')}
              loading={categories.isLoading}
              options={categories.data?.rows.map((row) => ({ value: row.id, label: row.name }))}
            />
          </Form.Item>
          <Form.Item name="sort" label={t('projects.sort')}>
            <InputNumber precision={0} min={-1_000_000} max={1_000_000} />
          </Form.Item>
        </Space>
        <Row gutter={16}>
          <Col xs={24} lg={12}>
            <Form.Item name="intro" label={t('projects.intro')}>
              <Input.TextArea rows={3} maxLength={PROJECT_INTRO_MAX_LENGTH} showCount />
            </Form.Item>
          </Col>
          <Col xs={24} lg={12}>
            <Form.Item name="introEn" label={t('englishTexts.intro')}>
              <Input.TextArea rows={3} maxLength={PROJECT_INTRO_MAX_LENGTH} showCount />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="linkUrl" label={t('projects.linkUrl')} extra={t('projects.linkUrlHint')}>
          <Input maxLength={500} />
        </Form.Item>
      </Card>
      <Card title={t('projects.pictures')} style={{ marginBottom: 16 }}>
        <Form.Item name="coverList" label={t('projects.coverList')}>
          <PictureListInput max={PROJECT_COVERS_MAX} disabled={disabled} />
        </Form.Item>
        <Form.Item
          name="thumbnailImg"
          label={t('projects.thumbnailImg')}
          getValueProps={(value: string) => ({ value: value ? [value] : [] })}
          normalize={(list: string[]) => list[0] ?? ''}
        >
          <PictureListInput max={1} disabled={disabled} />
        </Form.Item>
      </Card>
    </>
  );
}
