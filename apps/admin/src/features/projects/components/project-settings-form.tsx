import {
  SUCCESS_WORD_MAX_LENGTH,
  type TProjectFields,
  type TProjectKind,
} from '@alma/shared/admin-api/projects';
import { Alert, App, Card, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextEditor } from '../../../components/rich-text-editor.tsx';
import { currentLanguage } from '../../../lib/language.ts';
import { useMayCall } from '../../../lib/session.ts';
import { useUnsavedForm } from '../../../lib/use-unsaved-guard.ts';
import { useChangeProject, useCreateProject, useProject } from '../api/projects.ts';
import {
  changedFields,
  formValuesOf,
  SUB_ITEM_SWITCHES,
  settingsFrom,
  settingsProblem,
} from '../model/project-form-values.ts';
import { ProjectBasicFields } from './project-basic-fields.tsx';
import { ProjectContentCard } from './project-content-card.tsx';
import { ProjectGivingFields } from './project-giving-fields.tsx';
import { ProjectKindField } from './project-kind-field.tsx';
import { ProjectTabFields } from './project-tab-fields.tsx';
import { showFieldError } from './show-field-error.ts';
import { StickySaveBar } from './sticky-save-bar.tsx';

type Props = {
  /** null: a new project. */
  id: number | null;
  /** Opens the editor of the project just created. */
  open: (edit: string | null) => void;
};

/**
 * A project's own settings: created with POST, changed with a PATCH of what changed. A role that
 * may write only the rich content (content editors) gets the content card with its own save, and
 * the rest read-only.
 */
export function ProjectSettingsForm({ id, open }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const mayCall = useMayCall();
  const [form] = Form.useForm<TProjectFields>();
  const detail = useProject(id);
  const create = useCreateProject();
  const change = useChangeProject();
  const [newKind, setNewKind] = useState<TProjectKind>('donation');
  const kind = detail.data?.kind ?? newKind;
  const start = formValuesOf(detail.data);
  const mayWrite = mayCall(id === null ? 'POST /projects' : 'PATCH /projects/:id');
  const contentApart = !mayWrite && detail.data !== undefined && mayCall('PUT /projects/:id/content');
  const unsaved = useUnsavedForm('settings');

  const save = async () => {
    await form.validateFields();
    const settings = settingsFrom(start, form.getFieldsValue(true), SUB_ITEM_SWITCHES);
    const problem = settingsProblem(settings, kind === 'donation' ? 1 : 2, currentLanguage());
    if (problem) {
      form.setFields([{ name: problem.name as never, errors: [problem.message] }]);
      form.scrollToField(problem.name as never);
      return;
    }
    const onError = (error: unknown) => showFieldError(form, error, (text) => void message.error(text));
    if (id === null) {
      create.mutate(
        { ...settings, kind },
        {
          onSuccess: (created) => {
            void message.success(t('projects.saved'));
            unsaved.saved();
            // Saved: opening the new project's editor loses nothing.
            unsaved.pass();
            open(String(created.id));
          },
          onError,
        },
      );
      return;
    }
    const patch = changedFields(start, settings);
    if (Object.keys(patch).length === 0) {
      unsaved.saved();
      return void message.success(t('projects.saved'));
    }
    change.mutate(
      { id, change: patch },
      {
        onSuccess: () => {
          unsaved.saved();
          void message.success(t('projects.saved'));
        },
        onError,
      },
    );
  };

  return (
    <>
      {contentApart && detail.data && (
        <>
          <Alert type="info" showIcon title={t('projects.contentOnly')} style={{ marginBottom: 16 }} />
          <ProjectContentCard project={detail.data} />
        </>
      )}
      {id !== null && <ProjectKindField mode="saved" value={kind} id={id} />}
      <Form<TProjectFields>
        form={form}
        layout="vertical"
        initialValues={start}
        disabled={!mayWrite}
        onValuesChange={unsaved.onValuesChange}
      >
        {id === null && <ProjectKindField mode="create" value={kind} onChange={setNewKind} />}
        <ProjectBasicFields disabled={!mayWrite} />
        <Card title={t('projects.giving')} style={{ marginBottom: 16 }}>
          <ProjectGivingFields naming={kind !== 'donation'} />
        </Card>
        <Card title={t('projects.tabs')} style={{ marginBottom: 16 }}>
          <ProjectTabFields />
        </Card>
        <Card title={contentApart ? t('projects.successWord') : t('projects.content')}>
          {!contentApart && (
            <Form.Item name="content" label={t('projects.contentHtml')}>
              <RichTextEditor aria-label={t('projects.contentHtml')} disabled={!mayWrite} />
            </Form.Item>
          )}
          <Form.Item name="successWord" label={t('projects.successWord')}>
            <Input.TextArea rows={3} maxLength={SUCCESS_WORD_MAX_LENGTH} showCount />
          </Form.Item>
        </Card>
      </Form>
      {mayWrite && (
        <StickySaveBar
          label={t('projects.save')}
          saving={create.isPending || change.isPending}
          save={() => void save().catch(() => {})}
        />
      )}
    </>
  );
}
