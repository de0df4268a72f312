import { SUB_ITEM_NAME_MAX_LENGTH } from '@alma/shared/admin-api/projects';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Form, Input, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MoveButtons } from '../../../components/move-buttons.tsx';
import type { TSubItemFormRow } from '../model/sub-item-rows.ts';

/**
 * The sub-projects in the donor app's order: rename (in Chinese and English), move, add, remove. A
 * row that orders chose shows what it raised and cannot be removed (the server refuses it too).
 */
export function SubItemList({ editable }: { editable: boolean }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  return (
    <Form.List name="rows">
      {(rows, { add, remove, move }) => (
        <>
          {rows.length === 0 && <Empty description={t('projects.subItemsEmpty')} />}
          {rows.map((row, index) => {
            const saved = form.getFieldValue(['rows', row.name]) as TSubItemFormRow | undefined;
            const used = (saved?.donationCount ?? 0) > 0;
            return (
              <Flex key={row.key} gap={8} align="baseline" data-testid="sub-item-row">
                {editable && (
                  <MoveButtons
                    first={index === 0}
                    last={index === rows.length - 1}
                    move={(step) => move(index, index + step)}
                  />
                )}
                <Form.Item
                  name={[row.name, 'name']}
                  rules={[{ required: true, whitespace: true, message: t('projects.subItemNameRequired') }]}
                  style={{ flex: 1, maxWidth: 320 }}
                >
                  <Input maxLength={SUB_ITEM_NAME_MAX_LENGTH} aria-label={t('projects.subItemName')} />
                </Form.Item>
                <Form.Item name={[row.name, 'nameEn']} style={{ flex: 1, maxWidth: 320 }}>
                  <Input
                    maxLength={SUB_ITEM_NAME_MAX_LENGTH}
                    aria-label={t('englishTexts.name')}
                    placeholder={t('englishTexts.name')}
                  />
                </Form.Item>
                <Typography.Text type="secondary" style={{ minWidth: 180 }}>
                  {saved?.id === undefined
                    ? t('projects.subItemNew')
                    : t('projects.subItemRaised', {
                        money: (saved.completeMoney ?? 0).toLocaleString(),
                        count: saved.donationCount ?? 0,
                      })}
                </Typography.Text>
                {editable && (
                  <Tooltip title={used ? t('projects.subItemInUse') : undefined}>
                    <Button
                      danger
                      icon={<DeleteOutlined />}
                      disabled={used}
                      onClick={() => remove(row.name)}
                      aria-label={t('projects.removeSubItem')}
                    />
                  </Tooltip>
                )}
              </Flex>
            );
          })}
          {editable && (
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ name: '', nameEn: '' })}>
              {t('projects.addSubItem')}
            </Button>
          )}
        </>
      )}
    </Form.List>
  );
}
