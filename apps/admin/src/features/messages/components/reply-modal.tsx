import { MESSAGE_REPLY_MAX_LENGTH, type TMessageRow } from '@alma/shared/admin-api/messages';
import { App, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { showServerError } from '../../../lib/form-error.ts';
import { useReplyMessage } from '../api/messages.ts';

type Values = { replyContent: string };

/** The foundation's answer, shown on the donor app under the message as 回复：…. */
export function ReplyModal({ row, onClose }: { row: TMessageRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const reply = useReplyMessage();

  const submit = ({ replyContent }: Values) => {
    if (!row) return;
    reply.mutate(
      { id: row.id, replyContent: replyContent ?? '' },
      {
        onSuccess: () => {
          void message.success(t('messages.replied'));
          onClose();
        },
        onError: (error) => showServerError(form, error, (text) => void message.error(text)),
      },
    );
  };

  return (
    <Modal
      open={row !== null}
      title={row ? t('messages.replyTitle', { nickname: row.nickname }) : ''}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={reply.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {row ? (
        <Typography.Paragraph type="secondary" style={{ whiteSpace: 'pre-wrap' }}>
          {row.content}
        </Typography.Paragraph>
      ) : null}
      <Form
        form={form}
        // The form outlives the dialog: each opening starts from its own row, not the last one's values.
        clearOnDestroy
        layout="vertical"
        onFinish={submit}
        initialValues={{ replyContent: row?.replyContent ?? '' }}
      >
        <Form.Item
          name="replyContent"
          label={t('messages.reply')}
          extra={t('messages.replyHint')}
          rules={[{ max: MESSAGE_REPLY_MAX_LENGTH }]}
        >
          <Input.TextArea rows={4} showCount maxLength={MESSAGE_REPLY_MAX_LENGTH} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
