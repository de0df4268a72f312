import type { TProjectDetail } from '@alma/shared/admin-api/projects';
import { App, Button, Card, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { RichTextEditor } from '../../../components/rich-text-editor.tsx';
import { useUnsavedForm } from '../../../lib/use-unsaved-guard.ts';
import { useSaveContent } from '../api/project-content.ts';
import { showFieldError } from './show-field-error.ts';

type Values = { content: string };

/**
 * The detail tab's rich content with a save of its own (PUT /projects/:id/content), for a role
 * that may write the content but not the project's other settings (content editors).
 */
export function ProjectContentCard({ project }: { project: TProjectDetail }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const save = useSaveContent(project.id);
  const unsaved = useUnsavedForm('settings:content');

  const submit = ({ content }: Values) =>
    save.mutate(content ?? '', {
      onSuccess: (saved) => {
        // What the server kept after sanitising is what the donor app shows.
        form.setFieldsValue({ content: saved.content });
        unsaved.saved();
        void message.success(t('projects.contentSaved'));
      },
      onError: (error) => showFieldError(form, error, (text) => void message.error(text)),
    });

  return (
    <Card
      title={t('projects.contentHtml')}
      style={{ marginBottom: 16 }}
      extra={
        <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
          {t('projects.saveContent')}
        </Button>
      }
    >
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={submit}
        onValuesChange={unsaved.onValuesChange}
        initialValues={{ content: project.content }}
      >
        <Form.Item name="content">
          <RichTextEditor aria-label={t('projects.contentHtml')} />
        </Form.Item>
      </Form>
    </Card>
  );
}
