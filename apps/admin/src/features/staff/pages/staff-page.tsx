import { STAFF_ROLES } from '@alma/shared/admin-api/roles';
import { type TStaffRow, ZStaffQuery } from '@alma/shared/admin-api/staff';
import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Form, Input, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListSettings } from '../../../components/list-settings-bar.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { useSearchState } from '../../../lib/search-state.ts';
import { useResetTotp, useStaffPage } from '../api/staff.ts';
import { CreateStaffModal } from '../components/create-staff-modal.tsx';
import { EditStaffModal } from '../components/edit-staff-modal.tsx';
import { EnrolmentModal, type ShownEnrolment } from '../components/enrolment-modal.tsx';
import { ResetPasswordModal } from '../components/reset-password-modal.tsx';
import { staffColumns } from '../components/staff-columns.tsx';
import '../messages.ts';

/** The administrator's staff accounts: list, create, change, and reset either factor. */
export default function StaffPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [query, setQuery] = useSearchState(ZStaffQuery);
  const list = useStaffPage(query);
  const resetTotp = useResetTotp();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<TStaffRow | null>(null);
  const [resettingPassword, setResettingPassword] = useState<TStaffRow | null>(null);
  const [enrolment, setEnrolment] = useState<ShownEnrolment | null>(null);

  const listSettings = useListSettings(
    staffColumns(t, {
      edit: setEditing,
      resetPassword: setResettingPassword,
      resetTotp: (row) =>
        resetTotp.mutate(row.id, {
          onSuccess: (answer) => setEnrolment({ ...answer, id: row.id, username: row.username }),
          onError: (error) => void message.error(error.message),
        }),
    }),
    { screen: 'staff' },
  );

  return (
    <PageFrame
      title={t('menu.staff')}
      extra={
        <Space>
          {listSettings.bar}
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            {t('staff.create')}
          </Button>
        </Space>
      }
    >
      <Form layout="inline" style={{ marginBottom: 16 }}>
        <Form.Item label={t('staff.role')}>
          <Select
            allowClear
            value={query.role}
            placeholder={t('staff.allRoles')}
            style={{ width: 160 }}
            onChange={(role?: string) => setQuery({ role, page: undefined })}
            options={STAFF_ROLES.map((role) => ({ value: role, label: t(`role.${role}`) }))}
          />
        </Form.Item>
        <Form.Item label={t('staff.status')}>
          <Select
            allowClear
            value={query.state}
            placeholder={t('staff.allStates')}
            style={{ width: 120 }}
            onChange={(state?: string) => setQuery({ state, page: undefined })}
            options={[
              { value: 'active', label: t('staff.enabled') },
              { value: 'disabled', label: t('staff.disabled') },
            ]}
          />
        </Form.Item>
        <Form.Item>
          <Input.Search
            // A new key per address value: back/forward and a saved filter show the text searched.
            key={query.q ?? ''}
            allowClear
            defaultValue={query.q}
            aria-label={t('staff.search')}
            placeholder={t('staff.search')}
            style={{ width: 240 }}
            onSearch={(q) => setQuery({ q: q.trim(), page: undefined })}
          />
        </Form.Item>
      </Form>
      {list.isError && !list.data ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <Table<TStaffRow>
          rowKey="id"
          columns={listSettings.columns}
          dataSource={list.data?.rows}
          loading={list.isFetching}
          locale={{ emptyText: t(query.role || query.state || query.q ? 'staff.noMatch' : 'staff.empty') }}
          pagination={{
            current: query.page,
            pageSize: query.pageSize,
            total: list.data?.total ?? 0,
            showSizeChanger: true,
            showTotal: (total) => t('common.total', { total }),
            onChange: (page, pageSize) => setQuery({ page, pageSize }),
          }}
        />
      )}
      <CreateStaffModal
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(shown) => {
          setCreating(false);
          setEnrolment(shown);
        }}
      />
      <EditStaffModal row={editing} onClose={() => setEditing(null)} />
      <ResetPasswordModal row={resettingPassword} onClose={() => setResettingPassword(null)} />
      <EnrolmentModal enrolment={enrolment} onClose={() => setEnrolment(null)} />
    </PageFrame>
  );
}
