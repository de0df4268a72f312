import { Form, type FormInstance, Modal } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Props<T> = {
  open: boolean;
  title: string;
  form: FormInstance<T>;
  saving: boolean;
  initialValues: Partial<T>;
  onFinish: (values: T) => void;
  onClose: () => void;
  testId: string;
  width?: number;
  /** The confirming button's words when they are more than 保存 (e.g. 确认处理 for a money action). */
  okText?: string;
  children: ReactNode;
};

/**
 * The console's edit dialog: a vertical form in a modal whose 保存 submits it. The form object
 * outlives the dialog, so it is cleared when the dialog closes (clearOnDestroy): without that the
 * next opening would start from the last row's values.
 */
export function FormModal<T extends object>({
  open,
  title,
  form,
  saving,
  initialValues,
  onFinish,
  onClose,
  testId,
  width,
  okText,
  children,
}: Props<T>) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={title}
      okText={okText ?? t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      width={width}
    >
      <Form<T>
        form={form}
        layout="vertical"
        onFinish={onFinish}
        clearOnDestroy
        initialValues={initialValues}
        data-testid={testId}
      >
        {children}
      </Form>
    </Modal>
  );
}
