import { App, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { showServerError } from '../lib/form-error.ts';

export type TExpressValues = { expressCompany: string; expressNo: string };

type Props = {
  /** The dialog's title (which certificate or receipt is being mailed); null: closed. */
  title: string | null;
  saving: boolean;
  /** The move; a refusal rejects, and its words go under the field the server names. */
  submit: (values: TExpressValues) => Promise<unknown>;
  onClose: () => void;
};

/** The courier number the shared move contracts ask for (ZCertificateMove, ZReceiptMove). */
const EXPRESS_NO = /^[A-Za-z0-9-]{4,40}$/;

/**
 * 已邮寄: the courier's company and number, which the donor's detail then shows. Certificates and
 * receipts are mailed alike, so both screens use this one form.
 */
export function ExpressModal({ title, saving, submit, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<TExpressValues>();

  const finish = (values: TExpressValues) =>
    submit({ expressCompany: values.expressCompany.trim(), expressNo: values.expressNo.trim() })
      .then(onClose)
      .catch((error: unknown) => showServerError(form, error, (text) => void message.error(text)));

  return (
    <Modal
      open={title !== null}
      title={title ?? ''}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('express.hint')}</Typography.Paragraph>
      <Form<TExpressValues>
        form={form}
        layout="vertical"
        onFinish={(values) => void finish(values)}
        initialValues={{ expressCompany: '', expressNo: '' }}
      >
        <Form.Item
          name="expressCompany"
          label={t('express.company')}
          rules={[{ required: true, whitespace: true, max: 40, message: t('express.companyRequired') }]}
        >
          <Input maxLength={40} autoFocus />
        </Form.Item>
        <Form.Item
          name="expressNo"
          label={t('express.number')}
          rules={[{ required: true, pattern: EXPRESS_NO, message: t('express.numberInvalid') }]}
        >
          <Input maxLength={40} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
