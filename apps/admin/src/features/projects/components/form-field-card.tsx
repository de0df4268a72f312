import { OPTION_FIELD_TYPES } from '@alma/shared/validation/form-definition';
import { FIELD_UI_TYPES, type FormField } from '@alma/shared/validation/form-fields';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Form, Input, InputNumber, Select, Space, Switch } from 'antd';
import { useTranslation } from 'react-i18next';

type Props = {
  index: number;
  count: number;
  fields: readonly FormField[];
  /** checkFormDefinition's problems by path (`fieldList.2.optionList`). */
  problems: ReadonlyMap<string, string>;
  remove: () => void;
  move: (to: number) => void;
};

/**
 * One dynamic field of the donation form: type, label, options, required, length, condition. The
 * label, the tip and each option have an English text beside them for donors who read English.
 */
export function FormFieldCard({ index, count, fields, problems, remove, move }: Props) {
  const { t } = useTranslation();
  const field = fields[index];
  const problem = (name: string) => {
    const text = problems.get(`fieldList.${index}.${name}`);
    return text ? { validateStatus: 'error' as const, help: text } : {};
  };
  const hasOptions = field !== undefined && OPTION_FIELD_TYPES.has(field.fieldUiType);
  const conditionField = fields.find(
    (other, at) =>
      at !== index && field?.conditionFieldName !== '' && other.fieldName === field?.conditionFieldName,
  );
  const conditionChoices = fields
    .filter(
      (other, at) => at !== index && OPTION_FIELD_TYPES.has(other.fieldUiType) && other.fieldName !== '',
    )
    .map((other) => ({ value: other.fieldName, label: `${other.fieldShowName} (${other.fieldName})` }));
  return (
    <Card
      size="small"
      style={{ marginBottom: 12 }}
      title={`${index + 1}. ${field?.fieldShowName || t('projects.formField')}`}
      extra={
        <Space size={4}>
          <Button
            size="small"
            icon={<ArrowUpOutlined />}
            disabled={index === 0}
            onClick={() => move(index - 1)}
          />
          <Button
            size="small"
            icon={<ArrowDownOutlined />}
            disabled={index === count - 1}
            onClick={() => move(index + 1)}
          />
          <Button size="small" danger icon={<DeleteOutlined />} onClick={remove} />
        </Space>
      }
    >
      <Space wrap align="start">
        <Form.Item
          name={[index, 'fieldShowName']}
          label={t('projects.fieldShowName')}
          {...problem('fieldShowName')}
        >
          <Input maxLength={40} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name={[index, 'fieldShowNameEn']} label={t('englishTexts.fieldShowName')}>
          <Input maxLength={40} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name={[index, 'fieldName']} label={t('projects.fieldName')} {...problem('fieldName')}>
          <Input maxLength={40} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name={[index, 'fieldUiType']} label={t('projects.fieldUiType')}>
          <Select
            style={{ width: 130 }}
            options={FIELD_UI_TYPES.map((type) => ({ value: type, label: t(`projects.fieldTypes.${type}`) }))}
          />
        </Form.Item>
        <Form.Item name={[index, 'isRequire']} label={t('projects.isRequire')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Space>
      <Space wrap align="start" style={{ display: 'flex' }}>
        <Form.Item name={[index, 'inputTip']} label={t('projects.inputTip')}>
          <Input maxLength={100} style={{ width: 320 }} />
        </Form.Item>
        <Form.Item name={[index, 'inputTipEn']} label={t('englishTexts.inputTip')}>
          <Input maxLength={100} style={{ width: 320 }} />
        </Form.Item>
      </Space>
      {hasOptions && (
        <Form.List name={[index, 'optionList']}>
          {(rows, { add, remove: removeOption }) => (
            <Form.Item label={t('projects.optionList')} {...problem('optionList')}>
              {rows.map((row) => (
                <Space key={row.key} align="baseline">
                  <Form.Item
                    name={[row.name, 'id']}
                    rules={[{ required: true, whitespace: true, message: t('projects.optionValueRequired') }]}
                  >
                    <Input
                      placeholder={t('projects.optionValue')}
                      aria-label={t('projects.optionValue')}
                      style={{ width: 90 }}
                    />
                  </Form.Item>
                  <Form.Item
                    name={[row.name, 'title']}
                    rules={[{ required: true, whitespace: true, message: t('projects.optionNameRequired') }]}
                  >
                    <Input
                      placeholder={t('projects.optionTitle')}
                      aria-label={t('projects.optionTitle')}
                      maxLength={40}
                    />
                  </Form.Item>
                  <Form.Item name={[row.name, 'titleEn']}>
                    <Input
                      placeholder={t('englishTexts.optionTitle')}
                      aria-label={t('englishTexts.optionTitle')}
                      maxLength={40}
                    />
                  </Form.Item>
                  <Button icon={<DeleteOutlined />} onClick={() => removeOption(row.name)} />
                </Space>
              ))}
              <Button icon={<PlusOutlined />} onClick={() => add({ id: String(rows.length + 1), title: '' })}>
                {t('projects.addChoice')}
              </Button>
            </Form.Item>
          )}
        </Form.List>
      )}
      <Space wrap align="start">
        <Form.Item
          name={[index, 'isLengthLimit']}
          label={t('projects.isLengthLimit')}
          valuePropName="checked"
          {...problem('isLengthLimit')}
        >
          <Switch />
        </Form.Item>
        {Boolean(field?.isLengthLimit) && (
          <>
            <Form.Item name={[index, 'lengthMin']} label={t('projects.lengthMin')}>
              <InputNumber min={0} max={10_000} precision={0} />
            </Form.Item>
            <Form.Item name={[index, 'lengthMax']} label={t('projects.lengthMax')} {...problem('lengthMax')}>
              <InputNumber min={0} max={10_000} precision={0} />
            </Form.Item>
          </>
        )}
        <Form.Item
          name={[index, 'conditionFieldName']}
          label={t('projects.conditionFieldName')}
          {...problem('conditionFieldName')}
        >
          <Select
            allowClear
            style={{ width: 220 }}
            placeholder={t('projects.always')}
            options={conditionChoices}
          />
        </Form.Item>
        {conditionField && (
          <Form.Item
            name={[index, 'conditionFieldValue']}
            label={t('projects.conditionFieldValue')}
            getValueProps={(value: string) => ({ value: value ? value.split(',').filter(Boolean) : [] })}
            normalize={(list: string[]) => list.join(',')}
            {...problem('conditionFieldValue')}
          >
            <Select
              mode="multiple"
              style={{ minWidth: 200 }}
              options={(conditionField.optionList ?? []).map((option) => ({
                value: String(option.id),
                label: option.title,
              }))}
            />
          </Form.Item>
        )}
      </Space>
    </Card>
  );
}
