import { SEAT_TERMS_MAX } from '@alma/shared/admin-api/naming-inventory';
import { MAX_DONATION_FEN } from '@alma/shared/money/money';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, InputNumber, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { moneyRules } from '../../../lib/money-rules.ts';

/**
 * The periods and prices of an area or a seat, as a list staff grow and shrink: name, price in
 * yuan (cents at most), years (0 permanent). The server judges the amounts and the repeated years.
 */
export function TermsList() {
  const { t } = useTranslation();
  return (
    <Form.List name="priceList">
      {(fields, { add, remove }) => (
        <Space direction="vertical" style={{ width: '100%' }} data-testid="terms-list">
          {fields.map((field, index) => (
            <Space key={field.key} align="baseline" data-testid={`term-${index}`}>
              <Form.Item
                name={[field.name, 'termName']}
                rules={[
                  { required: true, whitespace: true, message: t('namingInventory.areas.termNameRequired') },
                ]}
              >
                <Input
                  placeholder={t('namingInventory.areas.termName')}
                  maxLength={20}
                  style={{ width: 140 }}
                />
              </Form.Item>
              <Form.Item
                name={[field.name, 'termMoney']}
                rules={moneyRules(t, t('namingInventory.areas.termMoney'), {
                  maxYuan: MAX_DONATION_FEN / 100,
                  positive: true,
                  required: true,
                })}
              >
                <InputNumber
                  aria-label={t('namingInventory.areas.termMoney')}
                  placeholder={t('namingInventory.areas.termMoney')}
                  style={{ width: 160 }}
                  suffix={t('namingInventory.common.yuan')}
                />
              </Form.Item>
              <Form.Item name={[field.name, 'termYear']}>
                <InputNumber
                  aria-label={t('namingInventory.areas.termYear')}
                  min={0}
                  max={100}
                  precision={0}
                  style={{ width: 110 }}
                  suffix={t('namingInventory.areas.termYear')}
                />
              </Form.Item>
              <Button
                aria-label={t('namingInventory.common.delete')}
                icon={<DeleteOutlined />}
                onClick={() => remove(field.name)}
              />
            </Space>
          ))}
          {fields.length < SEAT_TERMS_MAX ? (
            <Button
              icon={<PlusOutlined />}
              onClick={() => add({ termName: '', termMoney: null, termYear: fields.length === 0 ? 0 : 10 })}
            >
              {t('namingInventory.areas.addTerm')}
            </Button>
          ) : null}
        </Space>
      )}
    </Form.List>
  );
}

type TermForm = { termName?: string; termMoney?: number | null; termYear?: number | null };

/** The list as the server takes it: names trimmed, an empty year as permanent. */
export function termsInput(list: TermForm[] | undefined) {
  return (list ?? []).map((term) => ({
    termName: (term.termName ?? '').trim(),
    termMoney: term.termMoney ?? 0,
    termYear: term.termYear ?? 0,
  }));
}
