import { ZAdminPage } from '@alma/shared/admin-api/paging';
import type { TStaffRow } from '@alma/shared/admin-api/staff';
import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  const [paging, setPaging] = useSearchState(ZAdminPage);
  const list = useStaffPage(paging);
  const resetTotp = useResetTotp();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<TStaffRow | null>(null);
  const [resettingPassword, setResettingPassword] = useState<TStaffRow | null>(null);
  const [enrolment, setEnrolment] = useState<ShownEnrolment | null>(null);

  const columns = staffColumns(t, {
    edit: setEditing,
    resetPassword: setResettingPassword,
    resetTotp: (row) =>
      resetTotp.mutate(row.id, {
        onSuccess: (answer) => setEnrolment({ ...answer, id: row.id, username: row.username }),
        onError: (error) => void message.error(error.message),
      }),
  });

  return (
    <PageFrame
      title={t('menu.staff')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
          {t('staff.create')}
        </Button>
      }
    >
      {list.isError && !list.data ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <Table<TStaffRow>
          rowKey="id"
          columns={columns}
          dataSource={list.data?.rows}
          loading={list.isFetching}
          locale={{ emptyText: t('staff.empty') }}
          pagination={{
            current: paging.page,
            pageSize: paging.pageSize,
            total: list.data?.total ?? 0,
            showSizeChanger: true,
            showTotal: (total) => t('common.total', { total }),
            onChange: (page, pageSize) => setPaging({ page, pageSize }),
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
