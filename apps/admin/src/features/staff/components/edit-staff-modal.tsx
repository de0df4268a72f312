import type { TStaffRow, TStaffUpdate } from '@alma/shared/admin-api/staff';
import { App, Form, Input, Modal, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { showServerError } from '../../../lib/form-error.ts';
import { useUpdateStaff } from '../api/staff.ts';
import { RoleSelect } from './role-select.tsx';

type Values = { displayName: string; role: TStaffRow['role']; disabled: boolean };

/** Only what changed is sent, so the audit trail shows exactly that. */
function changeOf(row: TStaffRow, values: Values): TStaffUpdate {
  const change: TStaffUpdate = {};
  if (values.displayName !== row.displayName) change.displayName = values.displayName;
  if (values.role !== row.role) change.role = values.role;
  if (values.disabled !== row.disabled) change.disabled = values.disabled;
  return change;
}

/** Display name, role, and disable or enable. The server refuses demoting or disabling oneself. */
export function EditStaffModal({ row, onClose }: { row: TStaffRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const update = useUpdateStaff();

  const submit = (values: Values) => {
    if (!row) return;
    const change = changeOf(row, values);
    if (Object.keys(change).length === 0) return onClose();
    update.mutate(
      { id: row.id, change },
      {
        onSuccess: () => {
          void message.success(t('common.saved'));
          onClose();
        },
        onError: (error) => showServerError(form, error, (text) => void message.error(text)),
      },
    );
  };

  return (
    <Modal
      open={row !== null}
      title={row ? t('staff.editTitle', { username: row.username }) : ''}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={update.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {row && (
        <Form<Values>
          form={form}
          // The form outlives the dialog: each opening starts from its own row, not the last one's values.
          clearOnDestroy
          layout="vertical"
          onFinish={submit}
          initialValues={{ displayName: row.displayName, role: row.role, disabled: row.disabled }}
        >
          <Form.Item name="displayName" label={t('staff.displayName')} rules={[{ max: 40 }]}>
            <Input />
          </Form.Item>
          <Form.Item name="role" label={t('staff.role')}>
            <RoleSelect />
          </Form.Item>
          <Form.Item
            name="disabled"
            label={t('staff.disable')}
            extra={t('staff.disableHint')}
            valuePropName="checked"
          >
            <Switch />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
