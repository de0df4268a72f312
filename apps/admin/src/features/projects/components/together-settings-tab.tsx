import type { TTogetherSettings } from '@alma/shared/admin-api/project-together-settings';
import type { TProjectDetail } from '@alma/shared/admin-api/projects';
import { Alert, App, Button, Card, Form, Popconfirm, Space, Switch, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { currentLanguage } from '../../../lib/language.ts';
import { useMayCall } from '../../../lib/session.ts';
import { useUnsavedForm } from '../../../lib/use-unsaved-guard.ts';
import {
  useResetTogetherSettings,
  useSaveTogetherSettings,
  useTogetherSettings,
} from '../api/together-settings.ts';
import {
  type TTogetherForm,
  togetherFormOf,
  togetherInput,
  togetherProblem,
} from '../model/together-settings-values.ts';
import { showFieldError } from './show-field-error.ts';
import { StickySaveBar } from './sticky-save-bar.tsx';
import { SloganList, TargetChipList } from './together-option-lists.tsx';

/** 一起捐设置: what a sponsor launching a group fundraiser for this project chooses from. */
export function TogetherSettingsTab({ project }: { project: TProjectDetail }) {
  const settings = useTogetherSettings(project.id);
  if (settings.isError && !settings.data)
    return <LoadError error={settings.error} onRetry={() => void settings.refetch()} />;
  if (!settings.data) return <PageLoading />;
  return <TogetherSettingsForm project={project} settings={settings.data} />;
}

function TogetherSettingsForm({
  project,
  settings,
}: {
  project: TProjectDetail;
  settings: TTogetherSettings;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const mayCall = useMayCall();
  const [form] = Form.useForm<TTogetherForm>();
  const save = useSaveTogetherSettings(project.id);
  const reset = useResetTogetherSettings(project.id);
  const editable = mayCall('PUT /projects/:id/together-settings');
  const unsaved = useUnsavedForm('together');
  const onError = (error: Error) => showFieldError(form, error, (text) => void message.error(text));

  const submit = async () => {
    const input = togetherInput(await form.validateFields());
    const problem = togetherProblem(input, currentLanguage());
    if (problem) {
      form.setFields([{ name: problem.name as never, errors: [problem.message] }]);
      return;
    }
    save.mutate(input, {
      onSuccess: (saved) => {
        form.setFieldsValue(togetherFormOf(saved));
        unsaved.saved();
        void message.success(t('projects.togetherSaved'));
      },
      onError,
    });
  };

  const backToDefaults = () =>
    reset.mutate(undefined, {
      onSuccess: (saved) => {
        form.resetFields();
        form.setFieldsValue(togetherFormOf(saved));
        unsaved.saved();
        void message.success(t('projects.togetherReset'));
      },
      onError,
    });

  return (
    <Form<TTogetherForm>
      form={form}
      layout="vertical"
      initialValues={togetherFormOf(settings)}
      disabled={!editable}
      onValuesChange={unsaved.onValuesChange}
    >
      {!project.isDonateTogether && (
        <Alert type="warning" showIcon title={t('projects.togetherTabOff')} style={{ marginBottom: 16 }} />
      )}
      <Space style={{ marginBottom: 16 }}>
        {settings.isDefault ? (
          <Tag>{t('projects.togetherDefault')}</Tag>
        ) : (
          <Tag color="blue">{t('projects.togetherOwn')}</Tag>
        )}
      </Space>
      <SloganList editable={editable} />
      <TargetChipList editable={editable} />
      <Card style={{ marginBottom: 16 }}>
        <Space size="large" wrap>
          <Form.Item name="isHandMoney" label={t('projects.togetherHandMoney')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="isNoTarget" label={t('projects.togetherNoTarget')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Space>
      </Card>
      {editable && (
        <StickySaveBar
          label={t('projects.saveTogether')}
          saving={save.isPending}
          save={() => void submit().catch(() => {})}
        >
          {mayCall('DELETE /projects/:id/together-settings') && (
            <Popconfirm
              title={t('projects.togetherResetConfirm')}
              okText={t('projects.togetherResetOk')}
              cancelText={t('common.cancel')}
              onConfirm={backToDefaults}
            >
              <Button loading={reset.isPending} disabled={settings.isDefault}>
                {t('projects.togetherResetButton')}
              </Button>
            </Popconfirm>
          )}
        </StickySaveBar>
      )}
    </Form>
  );
}
