import type { TBookCategoryRow, TBookCategoryWrite } from '@alma/shared/admin-api/naming-inventory';
import { App, Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal.tsx';
import { saveCallbacks } from '../../../lib/form-error.ts';
import { useSaveCategory } from '../api/books.ts';

type Props = {
  itemsId: number;
  target: TBookCategoryRow | 'new' | null;
  rows: readonly TBookCategoryRow[];
  onClose: () => void;
};

/** A book category: the donor's book list shows them as tabs, in this order. */
export function CategoryModal({ itemsId, target, rows, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<TBookCategoryWrite>();
  const save = useSaveCategory(itemsId);
  const row = target === 'new' ? null : target;

  const submit = (values: TBookCategoryWrite) =>
    save.mutate(
      { id: row?.id, input: { title: values.title.trim(), sort: values.sort ?? 0 } },
      saveCallbacks(form, message, t('namingInventory.common.saved'), onClose),
    );

  return (
    <FormModal<TBookCategoryWrite>
      open={target !== null}
      title={t(row ? 'namingInventory.books.editCategory' : 'namingInventory.books.addCategory')}
      form={form}
      saving={save.isPending}
      initialValues={
        row
          ? { title: row.title, sort: row.sort }
          : { title: '', sort: Math.max(0, ...rows.map((one) => one.sort)) + 1 }
      }
      onFinish={submit}
      onClose={onClose}
      testId="category-form"
    >
      <Form.Item
        name="title"
        label={t('namingInventory.books.categoryName')}
        rules={[{ required: true, whitespace: true, message: t('namingInventory.books.categoryRequired') }]}
      >
        <Input maxLength={20} />
      </Form.Item>
      <Form.Item
        name="sort"
        label={t('namingInventory.common.sort')}
        extra={t('namingInventory.common.sortHelp')}
      >
        <InputNumber min={-1_000_000} max={1_000_000} precision={0} style={{ width: 160 }} />
      </Form.Item>
    </FormModal>
  );
}
