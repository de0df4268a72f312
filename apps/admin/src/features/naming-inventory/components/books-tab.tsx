import type { TBookCategoryRow, TBookRow } from '@alma/shared/admin-api/naming-inventory';
import { formatYuan } from '@alma/shared/money/money';
import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Image, Popconfirm, Space, Table, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error.tsx';
import { useMayCall } from '../../../lib/session.ts';
import { useBookCategories, useBooks, useDeleteBook, useDeleteCategory } from '../api/books.ts';
import { BookModal } from './book-modal.tsx';
import { CategoryModal } from './category-modal.tsx';
import { StockModal } from './stock-modal.tsx';

/** The project's book categories and books, with what is left to claim, held and named. */
export function BooksTab({ itemsId }: { itemsId: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const may = { write: useMayCall()('POST /books') };
  const categories = useBookCategories(itemsId);
  const books = useBooks(itemsId);
  const removeCategory = useDeleteCategory(itemsId);
  const removeBook = useDeleteBook(itemsId);
  const [category, setCategory] = useState<TBookCategoryRow | 'new' | null>(null);
  const [book, setBook] = useState<TBookRow | 'new' | null>(null);
  const [stock, setStock] = useState<TBookRow | null>(null);
  const categoryRows = categories.data?.rows ?? [];
  const failed = (error: Error) => void message.error(error.message);
  const deleted = () => void message.success(t('namingInventory.common.deleted'));

  const categoryColumns: TableColumnsType<TBookCategoryRow> = [
    { title: t('namingInventory.books.categoryName'), dataIndex: 'title' },
    { title: t('namingInventory.books.bookCount'), dataIndex: 'bookCount', align: 'right' },
    { title: t('namingInventory.common.sort'), dataIndex: 'sort', align: 'right' },
    {
      title: t('namingInventory.common.actions'),
      key: 'actions',
      render: (_: unknown, row) =>
        may.write ? (
          <Space size={0}>
            <Button type="link" onClick={() => setCategory(row)}>
              {t('namingInventory.common.edit')}
            </Button>
            <Popconfirm
              title={t('namingInventory.books.categoryDeleteConfirm', { title: row.title })}
              onConfirm={() => removeCategory.mutate(row.id, { onSuccess: deleted, onError: failed })}
            >
              <Button type="link" danger>
                {t('namingInventory.common.delete')}
              </Button>
            </Popconfirm>
          </Space>
        ) : null,
    },
  ];

  const bookColumns: TableColumnsType<TBookRow> = [
    {
      title: t('namingInventory.books.picture'),
      dataIndex: 'imgUrl',
      width: 64,
      render: (src: string) =>
        src ? <Image src={src} width={40} height={52} style={{ objectFit: 'cover' }} /> : null,
    },
    { title: t('namingInventory.books.bookTitle'), dataIndex: 'title' },
    { title: t('namingInventory.books.author'), dataIndex: 'author' },
    { title: t('namingInventory.books.press'), dataIndex: 'press' },
    { title: t('namingInventory.books.bookNo'), dataIndex: 'bookNo' },
    {
      title: t('namingInventory.books.category'),
      dataIndex: 'categoryTitle',
      render: (title: string) => title || t('namingInventory.books.noCategory'),
    },
    {
      title: t('namingInventory.books.unitPrice'),
      dataIndex: 'unitPrice',
      align: 'right',
      render: (yuan: number) => `¥${formatYuan(yuan)}`,
    },
    { title: t('namingInventory.books.stock'), dataIndex: 'stock', align: 'right' },
    { title: t('namingInventory.books.held'), dataIndex: 'held', align: 'right' },
    { title: t('namingInventory.books.named'), dataIndex: 'namingCount', align: 'right' },
    {
      title: t('namingInventory.common.actions'),
      key: 'actions',
      render: (_: unknown, row) =>
        may.write ? (
          <Space size={0}>
            <Button type="link" onClick={() => setBook(row)}>
              {t('namingInventory.common.edit')}
            </Button>
            <Button type="link" onClick={() => setStock(row)}>
              {t('namingInventory.books.adjust')}
            </Button>
            <Popconfirm
              title={t('namingInventory.books.deleteConfirm', { title: row.title })}
              onConfirm={() => removeBook.mutate(row.id, { onSuccess: deleted, onError: failed })}
            >
              <Button type="link" danger>
                {t('namingInventory.common.delete')}
              </Button>
            </Popconfirm>
          </Space>
        ) : null,
    },
  ];

  const error = categories.error ?? books.error;
  if (error && !(categories.data && books.data)) {
    return (
      <LoadError error={error} onRetry={() => void Promise.all([categories.refetch(), books.refetch()])} />
    );
  }
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="large">
      <Space direction="vertical" style={{ width: '100%' }}>
        <Space>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('namingInventory.books.categories')}
          </Typography.Title>
          {may.write ? (
            <Button size="small" icon={<PlusOutlined />} onClick={() => setCategory('new')}>
              {t('namingInventory.books.addCategory')}
            </Button>
          ) : null}
        </Space>
        <Table<TBookCategoryRow>
          rowKey="id"
          size="small"
          columns={categoryColumns}
          dataSource={categoryRows}
          loading={categories.isFetching || removeCategory.isPending}
          locale={{ emptyText: t('namingInventory.books.noCategories') }}
          pagination={false}
          style={{ maxWidth: 640 }}
          data-testid="book-categories-table"
        />
      </Space>
      <Space direction="vertical" style={{ width: '100%' }}>
        {may.write ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setBook('new')}>
            {t('namingInventory.books.add')}
          </Button>
        ) : null}
        <Table<TBookRow>
          rowKey="id"
          size="small"
          columns={bookColumns}
          dataSource={books.data?.rows ?? []}
          loading={books.isFetching || removeBook.isPending}
          locale={{ emptyText: t('namingInventory.books.empty') }}
          pagination={{ pageSize: 50, hideOnSinglePage: true }}
          data-testid="books-table"
        />
      </Space>
      <CategoryModal
        itemsId={itemsId}
        target={category}
        rows={categoryRows}
        onClose={() => setCategory(null)}
      />
      <BookModal itemsId={itemsId} target={book} categories={categoryRows} onClose={() => setBook(null)} />
      <StockModal itemsId={itemsId} book={stock} onClose={() => setStock(null)} />
    </Space>
  );
}
