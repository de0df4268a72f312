import type { TProjectFields } from '@alma/shared/admin-api/projects';
import {
  PROJECT_COVERS_MAX,
  PROJECT_INTRO_MAX_LENGTH,
  SUCCESS_WORD_MAX_LENGTH,
} from '@alma/shared/admin-api/projects';
import { App, Button, Card, Form, Input, InputNumber, Select, Space, Spin, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../../components/load-error.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { RichTextEditor } from '../../../components/rich-text-editor.tsx';
import { AdminApiError } from '../../../lib/admin-client.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { useMayCall } from '../../../lib/session.ts';
import {
  useCategories,
  useChangeProject,
  useCreateProject,
  useProject,
  useSetListed,
} from '../api/projects.ts';
import {
  changedFields,
  formValuesOf,
  namePathOf,
  settingsFrom,
  settingsProblem,
} from '../model/project-form-values.ts';
import { PictureListInput } from './picture-list-input.tsx';
import { ProjectGivingFields } from './project-giving-fields.tsx';
import { ProjectTabFields } from './project-tab-fields.tsx';

type Props = {
  /** null: a new project. */
  id: number | null;
  /** Back to the list (null) or to another project's editor. */
  open: (edit: string | null) => void;
};

/** One project's settings: create, change, publish or unpublish. */
export function ProjectEditor({ id, open }: Props) {
  const { t } = useTranslation();
  const detail = useProject(id);
  const trail = [{ title: t('menu.projects'), to: '/projects' }];
  if (id !== null && detail.isError) {
    return (
      <PageFrame title={t('projects.edit')} trail={trail}>
        <LoadError error={detail.error} onRetry={() => void detail.refetch()} />
      </PageFrame>
    );
  }
  if (id !== null && !detail.data) {
    return (
      <PageFrame title={t('projects.edit')} trail={trail}>
        <Spin />
      </PageFrame>
    );
  }
  return <ProjectForm id={id} open={open} />;
}

function ProjectForm({ id, open }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const mayCall = useMayCall();
  const [form] = Form.useForm<TProjectFields>();
  const detail = useProject(id);
  const categories = useCategories();
  const create = useCreateProject();
  const change = useChangeProject();
  const setListed = useSetListed();
  const start = formValuesOf(detail.data);
  const mayWrite = mayCall(id === null ? 'POST /projects' : 'PATCH /projects/:id');
  const saving = create.isPending || change.isPending;

  const save = async () => {
    await form.validateFields();
    const settings = settingsFrom(start, form.getFieldsValue(true));
    const problem = settingsProblem(settings, detail.data?.itemsType ?? 1, currentLanguage());
    if (problem) {
      form.setFields([{ name: problem.name as never, errors: [problem.message] }]);
      form.scrollToField(problem.name as never);
      return;
    }
    const onError = (error: unknown) => {
      const field = error instanceof AdminApiError ? error.field : undefined;
      const text = error instanceof Error ? error.message : String(error);
      if (field) form.setFields([{ name: namePathOf(field) as never, errors: [text] }]);
      void message.error(text);
    };
    if (id === null) {
      create.mutate(settings, {
        onSuccess: (created) => {
          void message.success(t('projects.saved'));
          open(String(created.id));
        },
        onError,
      });
      return;
    }
    const patch = changedFields(start, settings);
    if (Object.keys(patch).length === 0) return void message.success(t('projects.saved'));
    change.mutate(
      { id, change: patch },
      { onSuccess: () => void message.success(t('projects.saved')), onError },
    );
  };

  const listed = detail.data?.isListed ?? false;
  const title =
    id === null ? t('projects.createTitle') : t('projects.editTitle', { name: detail.data?.name });
  return (
    <PageFrame
      title={title}
      trail={[{ title: t('menu.projects'), to: '/projects' }]}
      extra={
        <Space>
          {id !== null &&
            (listed ? <Tag color="blue">{t('projects.listed')}</Tag> : <Tag>{t('projects.unlisted')}</Tag>)}
          {id !== null && mayCall('POST /projects/:id/publish') && (
            <Button
              loading={setListed.isPending}
              onClick={() =>
                setListed.mutate(
                  { id, listed: !listed },
                  {
                    onSuccess: () =>
                      void message.success(
                        t(listed ? 'projects.unpublished_done' : 'projects.published_done'),
                      ),
                    onError: (error) => void message.error(error.message),
                  },
                )
              }
            >
              {listed ? t('projects.unpublish') : t('projects.publish')}
            </Button>
          )}
          {id !== null && mayCall('GET /projects/:id/form') && (
            <Link to={`/projects?form=${id}`}>
              <Button>{t('projects.form')}</Button>
            </Link>
          )}
          {mayWrite && (
            <Button type="primary" loading={saving} onClick={() => void save().catch(() => {})}>
              {t('projects.save')}
            </Button>
          )}
        </Space>
      }
    >
      <Form<TProjectFields> form={form} layout="vertical" initialValues={start} disabled={!mayWrite}>
        <Card title={t('projects.basics')} style={{ marginBottom: 16 }}>
          <Form.Item
            name="name"
            label={t('projects.name')}
            rules={[{ required: true, whitespace: true, message: t('projects.nameRequired') }]}
          >
            <Input maxLength={60} showCount />
          </Form.Item>
          <Space size="large" wrap>
            <Form.Item name="typeId" label={t('projects.category')}>
              <Select
                allowClear
                style={{ width: 220 }}
                placeholder={t('projects.noCategory')}
                loading={categories.isLoading}
                options={categories.data?.rows.map((row) => ({ value: row.id, label: row.name }))}
              />
            </Form.Item>
            <Form.Item name="sort" label={t('projects.sort')}>
              <InputNumber precision={0} min={-1_000_000} max={1_000_000} />
            </Form.Item>
          </Space>
          <Form.Item name="intro" label={t('projects.intro')}>
            <Input.TextArea rows={3} maxLength={PROJECT_INTRO_MAX_LENGTH} showCount />
          </Form.Item>
          <Form.Item name="linkUrl" label={t('projects.linkUrl')} extra={t('projects.linkUrlHint')}>
            <Input maxLength={500} />
          </Form.Item>
        </Card>
        <Card title={t('projects.pictures')} style={{ marginBottom: 16 }}>
          <Form.Item name="coverList" label={t('projects.coverList')}>
            <PictureListInput max={PROJECT_COVERS_MAX} disabled={!mayWrite} />
          </Form.Item>
          <Form.Item
            name="thumbnailImg"
            label={t('projects.thumbnailImg')}
            getValueProps={(value: string) => ({ value: value ? [value] : [] })}
            normalize={(list: string[]) => list[0] ?? ''}
          >
            <PictureListInput max={1} disabled={!mayWrite} />
          </Form.Item>
        </Card>
        <Card title={t('projects.giving')} style={{ marginBottom: 16 }}>
          <ProjectGivingFields />
        </Card>
        <Card title={t('projects.tabs')} style={{ marginBottom: 16 }}>
          <ProjectTabFields />
        </Card>
        <Card title={t('projects.content')}>
          <Form.Item name="content" label={t('projects.contentHtml')}>
            <RichTextEditor aria-label={t('projects.contentHtml')} disabled={!mayWrite} />
          </Form.Item>
          <Form.Item name="successWord" label={t('projects.successWord')}>
            <Input.TextArea rows={3} maxLength={SUCCESS_WORD_MAX_LENGTH} showCount />
          </Form.Item>
        </Card>
      </Form>
    </PageFrame>
  );
}
