import type { Language } from '@alma/shared/i18n/language';
import { OPTION_FIELD_TYPES } from '@alma/shared/validation/form-definition';
import {
  type FieldValues,
  type FormField,
  fieldInLanguage,
  fieldPlaceholder,
  isFieldVisible,
} from '@alma/shared/validation/form-fields';
import { Flex, Input, Radio, Segmented, Select, Switch, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type Props = { fields: readonly FormField[]; language: Language; title: string };

/**
 * The donor's form at phone width, drawn by the donor form's own rules: a conditional field shows
 * when its condition is chosen here, placeholders are the donor app's. It starts in the console's
 * language and switches to the other, as a donor reading that language sees the texts.
 */
export function FormPreview({ fields: given, language: start, title }: Props) {
  const { t } = useTranslation();
  const [language, setLanguage] = useState<Language>(start);
  const fields = given.map((field) => fieldInLanguage(field, language));
  const [values, setValues] = useState<FieldValues>({});
  const set = (name: string, value: FieldValues[string]) => setValues((held) => ({ ...held, [name]: value }));
  return (
    <div
      data-testid="form-preview"
      style={{
        width: 375,
        border: '1px solid #d9d9d9',
        borderRadius: 16,
        padding: 16,
        background: '#fafafa',
      }}
    >
      <Flex justify="space-between" align="baseline" gap={8}>
        <Typography.Title level={5}>{title}</Typography.Title>
        <Segmented<Language>
          size="small"
          aria-label={t('englishTexts.preview')}
          value={language}
          onChange={setLanguage}
          options={[
            { value: 'zh_CN', label: t('englishTexts.chinese') },
            { value: 'English', label: t('englishTexts.english') },
          ]}
        />
      </Flex>
      {fields
        .filter((field) => field.fieldName !== '' && isFieldVisible(field, fields, values))
        .map((field) => (
          <div key={field.fieldName} style={{ marginBottom: 12 }}>
            <div style={{ marginBottom: 4 }}>
              {field.isRequire === 1 && <span style={{ color: '#ff4d4f' }}>* </span>}
              {field.fieldShowName}
            </div>
            {field.fieldUiType === 'radio' ? (
              <Radio.Group
                value={values[field.fieldName]}
                onChange={(event) => set(field.fieldName, String(event.target.value))}
                options={(field.optionList ?? []).map((option) => ({
                  value: String(option.id),
                  label: option.title,
                }))}
              />
            ) : OPTION_FIELD_TYPES.has(field.fieldUiType) ? (
              <Select
                style={{ width: '100%' }}
                placeholder={fieldPlaceholder(field, language)}
                onChange={(value: string) => set(field.fieldName, value)}
                options={(field.optionList ?? []).map((option) => ({
                  value: String(option.id),
                  label: option.title,
                }))}
              />
            ) : field.fieldUiType === 'switch' ? (
              <Switch onChange={(checked) => set(field.fieldName, checked)} />
            ) : field.fieldUiType === 'textarea' ? (
              <Input.TextArea rows={2} placeholder={fieldPlaceholder(field, language)} />
            ) : (
              <Input
                placeholder={fieldPlaceholder(field, language)}
                onChange={(event) => set(field.fieldName, event.target.value)}
              />
            )}
          </div>
        ))}
    </div>
  );
}
