import { ZCertificateMove } from '@alma/shared/admin-api/fulfilment';
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

/** The fields the shared move contract refuses for mailing (the same rule for certificates and receipts). */
function refusedFields(values: Partial<TExpressValues>): Set<string> {
  const parsed = ZCertificateMove.safeParse({ to: 4, ...values });
  return new Set(parsed.success ? [] : parsed.error.issues.map((issue) => String(issue.path[0])));
}

/**
 * 已邮寄: the courier's company and number, which the donor's detail then shows. Certificates and
 * receipts are mailed alike, so both screens use this one form.
 */
export function ExpressModal({ title, saving, submit, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<TExpressValues>();

  // Each input is judged by the contract the server parses the move with, on the whole form.
  const checked = (field: keyof TExpressValues, words: string) => ({
    validator: () =>
      refusedFields(form.getFieldsValue()).has(field) ? Promise.reject(new Error(words)) : Promise.resolve(),
  });

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
        // The form outlives the dialog: each opening starts from its own row, not the last one's values.
        clearOnDestroy
        layout="vertical"
        onFinish={(values) => void finish(values)}
        initialValues={{ expressCompany: '', expressNo: '' }}
      >
        <Form.Item
          name="expressCompany"
          label={t('express.company')}
          required
          rules={[checked('expressCompany', t('express.companyRequired'))]}
        >
          <Input maxLength={40} autoFocus />
        </Form.Item>
        <Form.Item
          name="expressNo"
          label={t('express.number')}
          required
          rules={[checked('expressNo', t('express.numberInvalid'))]}
        >
          <Input maxLength={40} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
