import { TOGETHER_CHIPS_MAX, TOGETHER_SLOGANS_MAX } from '@alma/shared/admin-api/project-together-settings';
import { SLOGAN_MAX_LENGTH } from '@alma/shared/validation/together-launch';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Flex, Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { moneyRules } from '../../../lib/money-rules.ts';
import { TOGETHER_MAX_TARGET_YUAN } from '../model/together-settings-values.ts';

/** The slogans a sponsor picks from; with none, the sponsor writes one. */
export function SloganList({ editable }: { editable: boolean }) {
  const { t } = useTranslation();
  return (
    <Card title={t('projects.slogans')} style={{ marginBottom: 16 }}>
      <Form.List name="sloganList">
        {(rows, { add, remove }) => (
          <>
            {rows.length === 0 && <Empty description={t('projects.slogansEmpty')} />}
            {rows.map((row, index) => (
              <Flex key={row.key} gap={8} align="baseline">
                <Form.Item
                  name={row.name}
                  rules={[{ required: true, whitespace: true, message: t('projects.sloganRequired') }]}
                  style={{ flex: 1, maxWidth: 520 }}
                >
                  <Input
                    maxLength={SLOGAN_MAX_LENGTH}
                    aria-label={t('projects.sloganNumber', { number: index + 1 })}
                  />
                </Form.Item>
                {editable && (
                  <Button
                    danger
                    icon={<DeleteOutlined />}
                    onClick={() => remove(row.name)}
                    aria-label={t('projects.removeSlogan')}
                  />
                )}
              </Flex>
            ))}
            {editable && rows.length < TOGETHER_SLOGANS_MAX && (
              <Button type="dashed" icon={<PlusOutlined />} onClick={() => add('')}>
                {t('projects.addSlogan')}
              </Button>
            )}
          </>
        )}
      </Form.List>
    </Card>
  );
}

/** The target chips (a title and an amount in yuan) a sponsor picks from. */
export function TargetChipList({ editable }: { editable: boolean }) {
  const { t } = useTranslation();
  return (
    <Card title={t('projects.targetChips')} style={{ marginBottom: 16 }}>
      <Form.List name="moneyList">
        {(rows, { add, remove }) => (
          <>
            {rows.length === 0 && <Empty description={t('projects.targetChipsEmpty')} />}
            {rows.map((row, index) => (
              <Flex key={row.key} gap={8} align="baseline">
                <Form.Item
                  name={[row.name, 'title']}
                  rules={[{ required: true, whitespace: true, message: t('projects.chipTitleRequired') }]}
                >
                  <Input
                    maxLength={20}
                    placeholder={t('projects.chipTitle')}
                    aria-label={t('projects.chipTitleNumber', { number: index + 1 })}
                  />
                </Form.Item>
                <Form.Item
                  name={[row.name, 'money']}
                  rules={moneyRules(t, t('projects.chipMoneyNumber', { number: index + 1 }), {
                    maxYuan: TOGETHER_MAX_TARGET_YUAN,
                    positive: true,
                    required: true,
                  })}
                >
                  <InputNumber
                    style={{ width: 180 }}
                    placeholder={t('projects.chipMoney')}
                    aria-label={t('projects.chipMoneyNumber', { number: index + 1 })}
                  />
                </Form.Item>
                {editable && (
                  <Button
                    danger
                    icon={<DeleteOutlined />}
                    onClick={() => remove(row.name)}
                    aria-label={t('projects.removeChip')}
                  />
                )}
              </Flex>
            ))}
            {editable && rows.length < TOGETHER_CHIPS_MAX && (
              <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ title: '', money: null })}>
                {t('projects.addChip')}
              </Button>
            )}
          </>
        )}
      </Form.List>
    </Card>
  );
}
