import {
  BOOK_STOCK_MAX,
  type TBookCategoryRow,
  type TBookRow,
  type TBookWrite,
} from '@alma/shared/admin-api/naming-inventory';
import { MAX_DONATION_FEN } from '@alma/shared/money/money';
import { App, Form, Input, InputNumber, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal.tsx';
import { saveCallbacks } from '../../../lib/form-error.ts';
import { moneyRules } from '../../../lib/money-rules.ts';
import { useSaveBook } from '../api/books.ts';
import { PictureField } from './picture-field.tsx';

type Props = {
  itemsId: number;
  target: TBookRow | 'new' | null;
  categories: readonly TBookCategoryRow[];
  onClose: () => void;
};

type BookForm = Omit<TBookWrite, 'unitPrice'> & { unitPrice: number | null; stock: number };

const NEW_BOOK: BookForm = {
  categoryId: null,
  title: '',
  author: '',
  press: '',
  bookNo: '',
  unitPrice: null,
  remarks: '',
  imgUrl: '',
  sort: 0,
  stock: 1,
};

/**
 * One book. Its stock is set only when it is added: afterwards orders take copies while staff look,
 * so stock moves by 调整库存 (a change the server applies to what is there now).
 */
export function BookModal({ itemsId, target, categories, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<BookForm>();
  const save = useSaveBook(itemsId);
  const row = target === 'new' ? null : target;

  const submit = (values: BookForm) => {
    const input: TBookWrite = {
      categoryId: values.categoryId ?? null,
      title: values.title.trim(),
      author: (values.author ?? '').trim(),
      press: (values.press ?? '').trim(),
      bookNo: (values.bookNo ?? '').trim(),
      unitPrice: values.unitPrice ?? 0,
      remarks: (values.remarks ?? '').trim(),
      imgUrl: values.imgUrl ?? '',
      sort: values.sort ?? 0,
    };
    save.mutate(
      { id: row?.id, input, stock: values.stock ?? 0 },
      saveCallbacks(form, message, t('namingInventory.common.saved'), onClose),
    );
  };

  return (
    <FormModal<BookForm>
      open={target !== null}
      title={t(row ? 'namingInventory.books.edit' : 'namingInventory.books.add')}
      form={form}
      saving={save.isPending}
      initialValues={row ? { ...row } : NEW_BOOK}
      onFinish={submit}
      onClose={onClose}
      testId="book-form"
      width={640}
    >
      <Form.Item
        name="title"
        label={t('namingInventory.books.bookTitle')}
        rules={[{ required: true, whitespace: true, message: t('namingInventory.books.titleRequired') }]}
      >
        <Input maxLength={100} />
      </Form.Item>
      <Space align="start" wrap>
        <Form.Item name="author" label={t('namingInventory.books.author')}>
          <Input maxLength={100} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="press" label={t('namingInventory.books.press')}>
          <Input maxLength={100} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="bookNo" label={t('namingInventory.books.bookNo')}>
          <Input maxLength={20} style={{ width: 180 }} />
        </Form.Item>
      </Space>
      <Space align="start" wrap>
        <Form.Item name="categoryId" label={t('namingInventory.books.category')}>
          <Select
            style={{ width: 180 }}
            allowClear
            placeholder={t('namingInventory.books.noCategory')}
            options={categories.map((category) => ({ value: category.id, label: category.title }))}
          />
        </Form.Item>
        <Form.Item
          name="unitPrice"
          label={t('namingInventory.books.unitPrice')}
          rules={moneyRules(t, t('namingInventory.books.unitPrice'), {
            maxYuan: MAX_DONATION_FEN / 100,
            positive: true,
            required: true,
          })}
        >
          <InputNumber style={{ width: 160 }} suffix={t('namingInventory.common.yuan')} />
        </Form.Item>
        {row ? null : (
          <Form.Item name="stock" label={t('namingInventory.books.initialStock')}>
            <InputNumber min={0} max={BOOK_STOCK_MAX} precision={0} style={{ width: 120 }} />
          </Form.Item>
        )}
      </Space>
      <Form.Item name="imgUrl" label={t('namingInventory.books.picture')}>
        <PictureField />
      </Form.Item>
      <Form.Item name="remarks" label={t('namingInventory.books.remarks')}>
        <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 4 }} />
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
