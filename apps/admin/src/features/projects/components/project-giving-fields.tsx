import { PROJECT_MAX_MONEY_FEN } from '@alma/shared/admin-api/project-fields';
import type { TProjectFields } from '@alma/shared/admin-api/projects';
import { FIX_MONEY_OPTIONS_MAX } from '@alma/shared/admin-api/projects';
import { MAX_DONATION_FEN } from '@alma/shared/money/money';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, InputNumber, Radio, Space, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { moneyRules } from '../../../lib/money-rules.ts';

const YUAN = { style: { width: 180 } } as const;
const PROJECT_MONEY = { maxYuan: PROJECT_MAX_MONEY_FEN / 100 };
const UNITS = { min: 0, precision: 0, style: { width: 180 } } as const;

/**
 * Money or goods, fixed amounts and free entry, target, limit, open or closed. A naming project
 * takes money at the price of what is named: no goods, no amounts of its own.
 */
export function ProjectGivingFields({ naming }: { naming: boolean }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance<TProjectFields>();
  const goods = Form.useWatch('crowdType', form) === 2;
  const fixed = Form.useWatch('isFixMoney', form);
  const target = Form.useWatch('isTarget', form);
  const limit = Form.useWatch('isLimit', form);
  const donating = Form.useWatch('isDonate', form);
  return (
    <>
      {!naming && (
        <Form.Item name="crowdType" label={t('projects.crowdType')}>
          <Radio.Group
            options={[
              { value: 1, label: t('projects.money') },
              { value: 2, label: t('projects.goods') },
            ]}
          />
        </Form.Item>
      )}
      {goods && !naming && (
        <Space size="large" wrap>
          <Form.Item name="materialName" label={t('projects.materialName')}>
            <Input maxLength={20} />
          </Form.Item>
          <Form.Item name="materialNameEn" label={t('englishTexts.materialName')}>
            <Input maxLength={20} />
          </Form.Item>
          <Form.Item name="materialUnit" label={t('projects.materialUnit')}>
            <Input maxLength={10} style={{ width: 100 }} />
          </Form.Item>
          <Form.Item name="materialUnitEn" label={t('englishTexts.materialUnit')}>
            <Input maxLength={10} style={{ width: 120 }} />
          </Form.Item>
          <Form.Item
            name="materialPrice"
            label={t('projects.materialPrice')}
            rules={moneyRules(t, t('projects.materialPrice'), { ...PROJECT_MONEY, positive: true })}
          >
            <InputNumber {...YUAN} />
          </Form.Item>
        </Space>
      )}
      {!naming && (
        <Form.Item name="isFixMoney" label={t('projects.isFixMoney')} valuePropName="checked">
          <Switch />
        </Form.Item>
      )}
      {fixed && !naming && (
        <Form.List name="fixMoney">
          {(rows, { add, remove }, { errors }) => (
            <Form.Item label={t('projects.fixMoney')}>
              {rows.map((row) => (
                <Space key={row.key} align="baseline">
                  <Form.Item
                    name={[row.name, 'title']}
                    rules={[{ required: true, whitespace: true, message: t('projects.optionTitleRequired') }]}
                  >
                    <Input placeholder={t('projects.optionTitle')} maxLength={20} />
                  </Form.Item>
                  <Form.Item
                    name={[row.name, 'money']}
                    rules={moneyRules(t, t('projects.fixedAmount'), {
                      maxYuan: MAX_DONATION_FEN / 100,
                      positive: true,
                      required: true,
                    })}
                  >
                    <InputNumber {...YUAN} placeholder={t('projects.optionMoney')} />
                  </Form.Item>
                  <Button icon={<DeleteOutlined />} onClick={() => remove(row.name)} aria-label="remove" />
                </Space>
              ))}
              <Button
                icon={<PlusOutlined />}
                disabled={rows.length >= FIX_MONEY_OPTIONS_MAX}
                onClick={() => add({ title: '', money: undefined })}
              >
                {t('projects.addOption')}
              </Button>
              <Form.ErrorList errors={errors} />
            </Form.Item>
          )}
        </Form.List>
      )}
      {!naming && (
        <Form.Item name="isHandMoney" label={t('projects.isHandMoney')} valuePropName="checked">
          <Switch />
        </Form.Item>
      )}
      <Space size="large" wrap align="start">
        <Form.Item name="isTarget" label={t('projects.isTarget')} valuePropName="checked">
          <Switch />
        </Form.Item>
        {target && !goods && (
          <Form.Item
            name="targetMoney"
            label={t('projects.targetMoney')}
            rules={moneyRules(t, t('projects.targetMoney'), { ...PROJECT_MONEY, positive: true })}
          >
            <InputNumber {...YUAN} />
          </Form.Item>
        )}
        {target && goods && (
          <Form.Item name="targetMaterialNumber" label={t('projects.targetMaterialNumber')}>
            <InputNumber {...UNITS} />
          </Form.Item>
        )}
      </Space>
      <Space size="large" wrap align="start">
        <Form.Item name="isLimit" label={t('projects.isLimit')} valuePropName="checked">
          <Switch />
        </Form.Item>
        {limit && !goods && (
          <Form.Item
            name="limitMoney"
            label={t('projects.limitMoney')}
            rules={moneyRules(t, t('projects.limitMoney'), { ...PROJECT_MONEY, positive: true })}
          >
            <InputNumber {...YUAN} />
          </Form.Item>
        )}
        {limit && goods && (
          <Form.Item name="limitMaterialNumber" label={t('projects.limitMaterialNumber')}>
            <InputNumber {...UNITS} />
          </Form.Item>
        )}
      </Space>
      <Space size="large" wrap align="start">
        <Form.Item name="isDonate" label={t('projects.isDonate')} valuePropName="checked">
          <Switch />
        </Form.Item>
        {!donating && (
          <Form.Item name="noReason" label={t('projects.noReason')}>
            <Input maxLength={100} style={{ width: 320 }} />
          </Form.Item>
        )}
        <Form.Item name="isComplete" label={t('projects.isComplete')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Space>
    </>
  );
}
