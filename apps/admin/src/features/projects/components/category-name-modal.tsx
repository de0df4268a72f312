import { CATEGORY_NAME_MAX_LENGTH, type TCategoryRow } from '@alma/shared/admin-api/project-categories';
import { App, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCreateCategory, useRenameCategory } from '../api/categories.ts';
import { showFieldError } from './show-field-error.ts';

type Values = { name: string; nameEn: string };

type Props = {
  /** 'new' adds a category; a row renames it; null: closed. */
  target: TCategoryRow | 'new' | null;
  onClose: () => void;
};

/**
 * A category's name, new or changed, and its English name for donors who read English; the server
 * refuses a name another category has, in either language.
 */
export function CategoryNameModal({ target, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const create = useCreateCategory();
  const rename = useRenameCategory();
  const row = target === 'new' ? null : target;

  const submit = ({ name, nameEn }: Values) => {
    const names = { name: name.trim(), nameEn: (nameEn ?? '').trim() };
    const done = {
      onSuccess: () => {
        void message.success(t('projects.categorySaved'));
        onClose();
      },
      onError: (error: Error) => showFieldError(form, error, (text) => void message.error(text)),
    };
    if (row) rename.mutate({ id: row.id, ...names }, done);
    else create.mutate(names, done);
  };

  return (
    <Modal
      open={target !== null}
      title={row ? t('projects.renameCategoryTitle', { name: row.name }) : t('projects.createCategory')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={create.isPending || rename.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={submit}
        // The form object outlives the dialog: without this the next dialog starts from the last one's values.
        clearOnDestroy
        initialValues={{ name: row?.name ?? '', nameEn: row?.nameEn ?? '' }}
      >
        <Form.Item
          name="name"
          label={t('projects.categoryName')}
          rules={[{ required: true, whitespace: true, message: t('projects.categoryNameRequired') }]}
        >
          <Input maxLength={CATEGORY_NAME_MAX_LENGTH} showCount autoFocus />
        </Form.Item>
        <Form.Item name="nameEn" label={t('englishTexts.name')} extra={t('englishTexts.hint')}>
          <Input maxLength={CATEGORY_NAME_MAX_LENGTH} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
