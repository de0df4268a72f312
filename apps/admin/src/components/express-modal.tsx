import { ZExpress } from '@alma/shared/admin-api/fulfilment';
import { COURIER_NAME_MAX, OTHER_COURIER, TRACKING_NO } from '@alma/shared/documents/couriers';
import { App, Form, Input, Modal, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { showServerError } from '../lib/form-error.ts';
import { currentLanguage } from '../lib/language.ts';
import { courierOptions, type TExpressValues } from './express-shown.ts';
import './express-messages.ts';

export type { TExpressValues } from './express-shown.ts';

type Props = {
  /** The dialog's title (which certificate or receipt is being mailed or corrected); null: closed. */
  title: string | null;
  /** Mailing (a move to 已邮寄) or correcting what was entered then (not a move). */
  purpose: 'mail' | 'correct';
  /** What the form starts from: a correction starts from what was saved. */
  initial?: TExpressValues | undefined;
  saving: boolean;
  /** The call; a refusal rejects, and its words go under the field the server names. */
  submit: (values: TExpressValues) => Promise<unknown>;
  onClose: () => void;
};

const EMPTY: TExpressValues = { expressCompany: '', expressCompanyName: '', expressNo: '' };

/** The fields the shared contract refuses (the same rule for certificates and receipts, move or correction). */
function refusedFields(values: Partial<TExpressValues>): Set<string> {
  const parsed = ZExpress.safeParse({ ...EMPTY, ...values });
  return new Set(parsed.success ? [] : parsed.error.issues.map((issue) => String(issue.path[0])));
}

/**
 * 已邮寄: the courier, chosen from the shared list (其他 with its name), and its number, which the
 * donor's detail then shows; the same form corrects them afterwards. Certificates and receipts are
 * mailed alike, so both screens use this one form.
 */
export function ExpressModal({ title, purpose, initial, saving, submit, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<TExpressValues>();
  const company = Form.useWatch('expressCompany', form);

  // Each input is judged by the contract the server parses the call with, on the whole form.
  const checked = (field: keyof TExpressValues, words: string) => ({
    validator: () =>
      refusedFields(form.getFieldsValue()).has(field) ? Promise.reject(new Error(words)) : Promise.resolve(),
  });

  const finish = (values: TExpressValues) =>
    submit({
      expressCompany: values.expressCompany,
      expressCompanyName:
        values.expressCompany === OTHER_COURIER ? (values.expressCompanyName ?? '').trim() : '',
      expressNo: values.expressNo.trim(),
    })
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
      <Typography.Paragraph type="secondary">
        {purpose === 'mail' ? t('express.hint') : t('express.correctHint')}
      </Typography.Paragraph>
      <Form<TExpressValues>
        form={form}
        // The form outlives the dialog: each opening starts from its own row, not the last one's values.
        clearOnDestroy
        layout="vertical"
        onFinish={(values) => void finish(values)}
        // No courier chosen yet shows the placeholder, not an empty choice.
        initialValues={{ ...EMPTY, ...initial, expressCompany: initial?.expressCompany || undefined }}
      >
        <Form.Item
          name="expressCompany"
          label={t('express.company')}
          required
          rules={[checked('expressCompany', t('express.companyRequired'))]}
        >
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('express.companyPick')}
            options={courierOptions(currentLanguage())}
            autoFocus
          />
        </Form.Item>
        {company === OTHER_COURIER ? (
          <Form.Item
            name="expressCompanyName"
            label={t('express.companyName')}
            required
            rules={[checked('expressCompanyName', t('express.companyNameRequired'))]}
          >
            <Input maxLength={COURIER_NAME_MAX} />
          </Form.Item>
        ) : null}
        <Form.Item
          name="expressNo"
          label={t('express.number')}
          required
          rules={[checked('expressNo', t('express.numberInvalid'))]}
        >
          <Input maxLength={TRACKING_NO.max} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
