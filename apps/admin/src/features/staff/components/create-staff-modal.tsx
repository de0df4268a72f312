import { STAFF_PASSWORD_MIN_LENGTH, STAFF_USERNAME_PATTERN } from '@alma/shared/admin-api/session';
import type { TStaffCreate } from '@alma/shared/admin-api/staff';
import { App, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { showServerError } from '../../../lib/form-error.ts';
import { useCreateStaff } from '../api/staff.ts';
import type { ShownEnrolment } from './enrolment-modal.tsx';
import { RoleSelect } from './role-select.tsx';

type Props = { open: boolean; onClose: () => void; onCreated: (enrolment: ShownEnrolment) => void };

/**
 * A new staff account: the answer carries its second factor, shown next (and only then) to be
 * confirmed by its first code. The password given here is changed by its owner at the first sign-in.
 */
export function CreateStaffModal({ open, onClose, onCreated }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<TStaffCreate>();
  const create = useCreateStaff();
  const min = STAFF_PASSWORD_MIN_LENGTH;

  const submit = (input: TStaffCreate) =>
    create.mutate(input, {
      onSuccess: ({ staff, enrolment }) => {
        void message.success(t('staff.created'));
        form.resetFields();
        onCreated({ ...enrolment, id: staff.id, username: staff.username });
      },
      onError: (error) => showServerError(form, error, (text) => void message.error(text)),
    });

  return (
    <Modal
      open={open}
      title={t('staff.create')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={create.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<TStaffCreate>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ role: 'fulfilment' }}
      >
        <Form.Item
          name="username"
          label={t('staff.username')}
          extra={t('staff.usernameHint')}
          normalize={(value: string) => value.trim().toLowerCase()}
          rules={[{ required: true, pattern: STAFF_USERNAME_PATTERN, message: t('staff.usernameRequired') }]}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="displayName" label={t('staff.displayName')} rules={[{ max: 40 }]}>
          <Input />
        </Form.Item>
        <Form.Item
          name="role"
          label={t('staff.role')}
          rules={[{ required: true, message: t('staff.roleRequired') }]}
        >
          <RoleSelect />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('staff.password')}
          extra={t('staff.passwordHint', { min })}
          rules={[{ required: true, min, max: 200, message: t('staff.passwordRequired', { min }) }]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
