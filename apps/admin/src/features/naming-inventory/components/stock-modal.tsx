import type { TBookRow } from '@alma/shared/admin-api/naming-inventory';
import { App, Form, InputNumber, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { showServerError } from '../../../lib/form-error.ts';
import { useChangeStock } from '../api/books.ts';

/** Adds or takes away copies; the server refuses going below 0 and says how many are held. */
export function StockModal({
  itemsId,
  book,
  onClose,
}: {
  itemsId: number;
  book: TBookRow | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ change: number | null }>();
  const change = useChangeStock(itemsId);

  const submit = (values: { change: number | null }) => {
    if (!book) return;
    change.mutate(
      { id: book.id, change: values.change ?? 0 },
      {
        onSuccess: () => {
          void message.success(t('namingInventory.common.saved'));
          onClose();
        },
        onError: (error) => showServerError(form, error, (text) => void message.error(text)),
      },
    );
  };

  return (
    <Modal
      open={book !== null}
      title={t('namingInventory.books.adjustTitle', { title: book?.title ?? '' })}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={change.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        {t('namingInventory.books.adjustHelp', { stock: book?.stock ?? 0, held: book?.held ?? 0 })}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={submit} clearOnDestroy data-testid="stock-form">
        <Form.Item
          name="change"
          label={t('namingInventory.books.change')}
          rules={[
            {
              validator: (_, value: number | null) =>
                value && Number.isInteger(value)
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('namingInventory.books.changeRequired'))),
            },
          ]}
        >
          <InputNumber precision={0} style={{ width: 160 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
