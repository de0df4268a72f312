import {
  PROGRESS_CONTENT_MAX_LENGTH,
  PROGRESS_IMAGES_MAX,
  type TProgressRow,
} from '@alma/shared/admin-api/project-tabs';
import { App, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSaveProgress } from '../api/progress.ts';
import { progressFormOf, progressInput, type TProgressForm } from '../model/progress-values.ts';
import { PictureListInput } from './picture-list-input.tsx';
import { showFieldError } from './show-field-error.ts';

type Props = {
  itemsId: number;
  /** 'new' adds an entry; a row changes it; null: closed. */
  target: TProgressRow | 'new' | null;
  onClose: () => void;
};

/** One progress entry: its day, its text (plain, line breaks kept) and up to nine pictures. */
export function ProgressModal({ itemsId, target, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<TProgressForm>();
  const save = useSaveProgress(itemsId);
  const row = target === 'new' ? null : target;

  const submit = (values: TProgressForm) =>
    save.mutate(
      { id: row?.id, input: progressInput(values) },
      {
        onSuccess: () => {
          void message.success(t(row ? 'projects.progressSaved' : 'projects.progressAdded'));
          onClose();
        },
        onError: (error) => showFieldError(form, error, (text) => void message.error(text)),
      },
    );

  return (
    <Modal
      open={target !== null}
      title={row ? t('projects.editProgress') : t('projects.addProgress')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      width={640}
      destroyOnHidden
    >
      <Form<TProgressForm>
        form={form}
        // The form outlives the dialog: each opening starts from its own row, not the last one's values.
        clearOnDestroy
        layout="vertical"
        onFinish={submit}
        initialValues={progressFormOf(row, new Date())}
      >
        <Form.Item
          name="progressDate"
          label={t('projects.progressDate')}
          rules={[{ required: true, message: t('projects.dateRequired') }]}
        >
          <Input type="date" style={{ width: 200 }} />
        </Form.Item>
        <Form.Item
          name="content"
          label={t('projects.progressContent')}
          extra={t('projects.progressContentHint')}
          rules={[{ required: true, whitespace: true, message: t('projects.progressContentRequired') }]}
        >
          <Input.TextArea rows={5} maxLength={PROGRESS_CONTENT_MAX_LENGTH} showCount />
        </Form.Item>
        <Form.Item name="attachmentList" label={t('projects.progressPictures', { max: PROGRESS_IMAGES_MAX })}>
          <PictureListInput max={PROGRESS_IMAGES_MAX} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
