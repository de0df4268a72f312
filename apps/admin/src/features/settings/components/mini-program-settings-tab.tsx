import {
  MINI_PROGRAM_PATH_MAX,
  type TMiniProgramSettings,
  ZMiniProgramSettings,
} from '@alma/shared/admin-api/settings';
import { Card, Form, Input, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSaveSettings } from '../api/settings.ts';
import { SaveBar } from './save-bar.tsx';
import { useSettingsForm } from './use-settings-form.ts';

const CARD = { style: { marginBottom: 16 } } as const;

/** 小程序: the alumni mini-program the alumni gate opens, and the middle-school sign-in switch. */
export function MiniProgramSettingsTab({
  saved,
  editable,
}: {
  saved: TMiniProgramSettings;
  editable: boolean;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TMiniProgramSettings>();
  const mutation = useSaveSettings('mini-program');
  const { problem, ...save } = useSettingsForm(form, {
    contractOf: (held) => ({ ...saved, ...held }),
    schema: ZMiniProgramSettings,
    mutation,
  });
  return (
    <Form<TMiniProgramSettings> form={form} layout="vertical" initialValues={saved} disabled={!editable}>
      <Card title={t('settings.alumniLaunch')} {...CARD}>
        <p style={{ color: 'rgba(0,0,0,0.45)', marginTop: 0 }}>{t('settings.alumniLaunchHint')}</p>
        <Form.Item
          name="alumniAppId"
          label={t('settings.alumniAppId')}
          extra={t('settings.alumniAppIdHint')}
          {...problem('alumniAppId')}
        >
          <Input placeholder="wx0123456789abcdef" style={{ maxWidth: 320 }} />
        </Form.Item>
        <Form.Item
          name="alumniOriginalId"
          label={t('settings.alumniOriginalId')}
          {...problem('alumniOriginalId')}
        >
          <Input placeholder="gh_0123456789ab" style={{ maxWidth: 320 }} />
        </Form.Item>
        <Form.Item
          name="alumniPath"
          label={t('settings.alumniPath')}
          extra={t('settings.alumniPathHint')}
          {...problem('alumniPath')}
        >
          <Input count={{ show: true, max: MINI_PROGRAM_PATH_MAX }} style={{ maxWidth: 480 }} />
        </Form.Item>
      </Card>
      <Card title={t('settings.middleAuth')} {...CARD}>
        <Form.Item name="middleAuth" extra={t('settings.middleAuthHint')} valuePropName="checked">
          <Switch aria-label={t('settings.middleAuth')} />
        </Form.Item>
      </Card>
      <SaveBar editable={editable} testId="save-mini-program" {...save} />
    </Form>
  );
}
