import type { TProjectFields } from '@alma/shared/admin-api/projects';
import { Form, Space, Switch } from 'antd';
import { useTranslation } from 'react-i18next';

const SWITCHES = [
  'isRecord',
  'isDonateTogether',
  'isProgress',
  'isLeaveMessage',
  'isAuditMessage',
  'isInstruction',
  'isAlumni',
] as const satisfies ReadonlyArray<keyof TProjectFields>;

/** Each tab of the detail page on or off, and alumni-only (sub-projects have a tab of their own). */
export function ProjectTabFields() {
  const { t } = useTranslation();
  return (
    <Space size="large" wrap>
      {SWITCHES.map((name) => (
        <Form.Item key={name} name={name} label={t(`projects.${name}`)} valuePropName="checked">
          <Switch />
        </Form.Item>
      ))}
    </Space>
  );
}
