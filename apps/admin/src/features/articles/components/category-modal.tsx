import {
  ARTICLE_CATEGORY_NAME_EN_MAX_LENGTH,
  ARTICLE_CATEGORY_NAME_MAX_LENGTH,
  NEW_ARTICLE_CATEGORY,
  type TArticleCategoryRow,
  type TArticleCategoryWrite,
  WEBSITE_ID_MAX,
} from '@alma/shared/admin-api/articles';
import { App, Form, Input, InputNumber, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSaveArticleCategory } from '../api/article-categories.ts';
import { showFieldError } from './show-field-error.ts';

type Props = {
  /** 'new' adds a category; a row edits it; null: closed. */
  target: TArticleCategoryRow | 'new' | null;
  onClose: () => void;
};

/** A category's name, English name, website and sort; the server refuses a name its website has. */
export function CategoryModal({ target, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<TArticleCategoryWrite>();
  const save = useSaveArticleCategory();
  const row = target === 'new' ? null : target;
  const start: TArticleCategoryWrite = row
    ? { name: row.name, nameEn: row.nameEn, websiteId: row.websiteId, sort: row.sort }
    : NEW_ARTICLE_CATEGORY;

  const submit = (values: TArticleCategoryWrite) =>
    save.mutate(
      {
        id: row?.id ?? null,
        input: {
          name: values.name.trim(),
          nameEn: (values.nameEn ?? '').trim(),
          websiteId: values.websiteId,
          sort: values.sort ?? 0,
        },
      },
      {
        onSuccess: () => {
          void message.success(t('articles.categorySaved'));
          onClose();
        },
        onError: (error) => showFieldError(form, error, (text) => void message.error(text)),
      },
    );

  return (
    <Modal
      open={target !== null}
      title={row ? t('articles.editCategory', { name: row.name }) : t('articles.createCategory')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<TArticleCategoryWrite>
        form={form}
        layout="vertical"
        onFinish={submit}
        // The form object outlives the dialog: without this the next dialog starts from the last one's values.
        clearOnDestroy
        initialValues={start}
      >
        <Form.Item
          name="name"
          label={t('articles.categoryName')}
          rules={[{ required: true, whitespace: true, message: t('articles.categoryNameRequired') }]}
        >
          <Input maxLength={ARTICLE_CATEGORY_NAME_MAX_LENGTH} showCount autoFocus />
        </Form.Item>
        <Form.Item name="nameEn" label={t('articles.categoryNameEn')}>
          <Input maxLength={ARTICLE_CATEGORY_NAME_EN_MAX_LENGTH} showCount />
        </Form.Item>
        <Form.Item
          name="websiteId"
          label={t('articles.websiteId')}
          rules={[{ required: true, message: t('articles.websiteIdRequired') }]}
        >
          <InputNumber min={1} max={WEBSITE_ID_MAX} precision={0} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="sort" label={t('articles.sort')} extra={t('articles.sortHint')}>
          <InputNumber min={-1_000_000} max={1_000_000} precision={0} style={{ width: 160 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
