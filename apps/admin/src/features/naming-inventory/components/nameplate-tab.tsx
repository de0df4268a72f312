import {
  NAMEPLATE_FIELDS,
  NAMEPLATE_PLATE,
  NEW_NAMEPLATE_TEMPLATE,
  type TNameplateTemplateWrite,
} from '@alma/shared/admin-api/naming-inventory';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Form, Input, InputNumber, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error.tsx';
import { showServerError } from '../../../lib/form-error.ts';
import { useMayCall } from '../../../lib/session.ts';
import { useNameplateTemplate, useSaveNameplateTemplate } from '../api/nameplate.ts';
import { DetailLookPreview, NameplatePreview } from './nameplate-preview.tsx';
import { PictureField } from './picture-field.tsx';

/** The project's nameplate: pictures, text boxes with a live preview, and the detail page's look. */
export function NameplateTab({ itemsId }: { itemsId: number }) {
  const { t } = useTranslation();
  const template = useNameplateTemplate(itemsId);
  if (template.isError && !template.data) {
    return <LoadError error={template.error} onRetry={() => void template.refetch()} />;
  }
  if (!template.data) return <Card loading />;
  const { itemsId: _id, stored, ...values } = template.data;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Typography.Paragraph type="secondary">{t('namingInventory.nameplate.hint')}</Typography.Paragraph>
      {stored ? null : <Alert type="info" showIcon message={t('namingInventory.nameplate.notStored')} />}
      <TemplateForm itemsId={itemsId} initial={values} />
    </Space>
  );
}

function TemplateForm({ itemsId, initial }: { itemsId: number; initial: TNameplateTemplateWrite }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const mayWrite = useMayCall()('PUT /nameplate-templates/:itemsId');
  const [form] = Form.useForm<TNameplateTemplateWrite>();
  const save = useSaveNameplateTemplate(itemsId);
  const watched = Form.useWatch([], form) as TNameplateTemplateWrite | undefined;
  const live = watched ?? initial;
  const num = (field: string, min: number, max: number, width = 84) => (
    <InputNumber aria-label={t(`namingInventory.nameplate.${field}`)} min={min} max={max} style={{ width }} />
  );

  const submit = (values: TNameplateTemplateWrite) =>
    save.mutate(values, {
      onSuccess: () => void message.success(t('namingInventory.common.saved')),
      onError: (error) => showServerError(form, error, (text) => void message.error(text)),
    });

  return (
    <Form<TNameplateTemplateWrite>
      form={form}
      layout="vertical"
      initialValues={initial}
      onFinish={submit}
      disabled={!mayWrite}
      data-testid="nameplate-form"
    >
      <Typography.Title level={5}>{t('namingInventory.nameplate.preview')}</Typography.Title>
      <Space align="start" size="large" wrap style={{ marginBottom: 16 }}>
        <NameplatePreview template={live} />
        <DetailLookPreview look={live.detailConfig} />
      </Space>
      <div>
        <Space wrap size="large">
          <Form.Item name="bgImg" label={t('namingInventory.nameplate.background')}>
            <PictureField testId="nameplate-bg" />
          </Form.Item>
          <Form.Item name="exampleImg" label={t('namingInventory.nameplate.example')}>
            <PictureField />
          </Form.Item>
        </Space>
        <Typography.Title level={5}>{t('namingInventory.nameplate.boxes')}</Typography.Title>
        <Form.List name="configData">
          {(fields, { add, remove }) => (
            <Space direction="vertical" style={{ width: '100%' }}>
              {fields.map((field, index) => (
                <Space key={field.key} align="baseline" data-testid={`nameplate-box-${index}`}>
                  <Form.Item name={[field.name, 'field']} label={t('namingInventory.nameplate.field')}>
                    <Select
                      style={{ width: 110 }}
                      options={NAMEPLATE_FIELDS.map((value) => ({
                        value,
                        label: t(`namingInventory.nameplate.fields.${value}`),
                      }))}
                    />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'placeholder']}
                    label={t('namingInventory.nameplate.placeholder')}
                  >
                    <Input maxLength={20} style={{ width: 100 }} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'x']} label={t('namingInventory.nameplate.x')}>
                    {num('x', 0, NAMEPLATE_PLATE.width)}
                  </Form.Item>
                  <Form.Item name={[field.name, 'y']} label={t('namingInventory.nameplate.y')}>
                    {num('y', 0, NAMEPLATE_PLATE.height)}
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'style', 'color']}
                    label={t('namingInventory.nameplate.color')}
                  >
                    <Input type="color" style={{ width: 56, padding: 2 }} />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'style', 'fontSize']}
                    label={t('namingInventory.nameplate.fontSize')}
                  >
                    {num('fontSize', 8, 72, 72)}
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'style', 'letterSpacing']}
                    label={t('namingInventory.nameplate.letterSpacing')}
                  >
                    {num('letterSpacing', 0, 20, 72)}
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'style', 'lineHeight']}
                    label={t('namingInventory.nameplate.lineHeight')}
                  >
                    {num('lineHeight', 8, 120, 72)}
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'style', 'width']}
                    label={t('namingInventory.nameplate.width')}
                  >
                    {num('width', 10, NAMEPLATE_PLATE.width)}
                  </Form.Item>
                  <Button
                    aria-label={t('namingInventory.common.delete')}
                    icon={<DeleteOutlined />}
                    onClick={() => remove(field.name)}
                  />
                </Space>
              ))}
              {fields.length < 6 ? (
                <Button icon={<PlusOutlined />} onClick={() => add(NEW_NAMEPLATE_TEMPLATE.configData[2])}>
                  {t('namingInventory.nameplate.addBox')}
                </Button>
              ) : null}
            </Space>
          )}
        </Form.List>
        <Typography.Title level={5} style={{ marginTop: 24 }}>
          {t('namingInventory.nameplate.detail')}
        </Typography.Title>
        <Space wrap size="large" align="start">
          <Form.Item name={['detailConfig', 'bg_img']} label={t('namingInventory.nameplate.bgImg')}>
            <PictureField />
          </Form.Item>
          <Form.Item name={['detailConfig', 'bottom_img']} label={t('namingInventory.nameplate.bottomImg')}>
            <PictureField />
          </Form.Item>
          <Form.Item name={['detailConfig', 'bg_word']} label={t('namingInventory.nameplate.bgWord')}>
            <Input maxLength={12} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item name={['detailConfig', 'bg_color']} label={t('namingInventory.nameplate.bgColor')}>
            <Input type="color" style={{ width: 56, padding: 2 }} />
          </Form.Item>
        </Space>
        {mayWrite ? (
          <div>
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              {t('namingInventory.nameplate.save')}
            </Button>
          </div>
        ) : null}
      </div>
    </Form>
  );
}
