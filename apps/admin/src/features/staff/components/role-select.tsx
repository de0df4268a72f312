import { STAFF_ROLES, type TStaffRole } from '@alma/shared/admin-api/roles';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';

/** The five roles by their names in the UI language (a Form.Item passes value and onChange). */
export function RoleSelect(props: {
  value?: TStaffRole;
  onChange?: (role: TStaffRole) => void;
  id?: string;
}) {
  const { t } = useTranslation();
  return (
    <Select<TStaffRole>
      {...props}
      options={STAFF_ROLES.map((role) => ({ value: role, label: t(`role.${role}`) }))}
    />
  );
}
