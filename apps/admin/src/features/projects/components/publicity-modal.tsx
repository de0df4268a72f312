import { PROJECT_MAX_MONEY_FEN } from '@alma/shared/admin-api/project-fields';
import { PUBLICITY_TITLE_MAX_LENGTH, type TPublicityRow } from '@alma/shared/admin-api/project-tabs';
import { App, Form, Input, InputNumber, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { moneyRules } from '../../../lib/money-rules.ts';
import { useSavePublicity } from '../api/publicity.ts';
import { publicityFormOf, publicityInput, type TPublicityForm } from '../model/publicity-values.ts';
import { showFieldError } from './show-field-error.ts';

type Props = {
  itemsId: number;
  /** 'new' adds a row; a row changes it; null: closed. */
  target: TPublicityRow | 'new' | null;
  onClose: () => void;
};

/** One use of the money raised (资金使用公示): the day, what it paid for, how much. */
export function PublicityModal({ itemsId, target, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<TPublicityForm>();
  const save = useSavePublicity(itemsId);
  const row = target === 'new' ? null : target;

  const submit = (values: TPublicityForm) =>
    save.mutate(
      { id: row?.id, input: publicityInput(values) },
      {
        onSuccess: () => {
          void message.success(t(row ? 'projects.publicitySaved' : 'projects.publicityAdded'));
          onClose();
        },
        onError: (error) => showFieldError(form, error, (text) => void message.error(text)),
      },
    );

  return (
    <Modal
      open={target !== null}
      title={row ? t('projects.editPublicity') : t('projects.addPublicity')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<TPublicityForm>
        form={form}
        // The form outlives the dialog: each opening starts from its own row, not the last one's values.
        clearOnDestroy
        layout="vertical"
        onFinish={submit}
        initialValues={publicityFormOf(row, new Date())}
      >
        <Form.Item
          name="useDate"
          label={t('projects.useDate')}
          rules={[{ required: true, message: t('projects.dateRequired') }]}
        >
          <Input type="date" style={{ width: 200 }} />
        </Form.Item>
        <Form.Item
          name="useTitle"
          label={t('projects.useTitle')}
          rules={[{ required: true, whitespace: true, message: t('projects.useTitleRequired') }]}
        >
          <Input maxLength={PUBLICITY_TITLE_MAX_LENGTH} showCount />
        </Form.Item>
        <Form.Item
          name="useMoney"
          label={t('projects.useMoney')}
          rules={moneyRules(t, t('projects.useMoney'), {
            maxYuan: PROJECT_MAX_MONEY_FEN / 100,
            positive: true,
            required: true,
          })}
        >
          <InputNumber style={{ width: 200 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
