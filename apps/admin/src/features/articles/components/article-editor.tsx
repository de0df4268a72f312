import {
  ARTICLE_INTRO_MAX_LENGTH,
  ARTICLE_TITLE_MAX_LENGTH,
  type TArticleCategoryRow,
  type TArticleDetail,
  type TArticleStatus,
} from '@alma/shared/admin-api/articles';
import { Alert, App, Button, Card, Flex, Form, Input, Select, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { RichTextEditor } from '../../../components/rich-text-editor.tsx';
import { useMayCall } from '../../../lib/session.ts';
import { useArticleCategories } from '../api/article-categories.ts';
import { useArticle, useSaveArticle } from '../api/articles.ts';
import { articleFormOf, articleInput, formFieldOf, type TArticleForm } from '../model/article-form-values.ts';
import { ArticleStatusTag } from './article-status-tag.tsx';
import { CoverInput } from './cover-input.tsx';
import { showFieldError } from './show-field-error.ts';

type Props = {
  /** null: a new article. */
  id: number | null;
  /** Back to the list (null) or to another article's editor. */
  open: (edit: string | null) => void;
};

/** One article, new (`?edit=new`) or stored (`?edit=<id>`): loaded first, then its form. */
export function ArticleEditor({ id, open }: Props) {
  const { t } = useTranslation();
  const detail = useArticle(id);
  // The form starts from both (a new article goes into the first category).
  const categories = useArticleCategories();
  const trail = [{ title: t('menu.articles'), to: '/articles' }];
  const failed = (id !== null && detail.isError ? detail : null) ?? (categories.isError ? categories : null);
  if ((id !== null && !detail.data) || !categories.data) {
    return (
      <PageFrame title={t('articles.loading')} trail={trail}>
        {failed ? <LoadError error={failed.error} onRetry={() => void failed.refetch()} /> : <PageLoading />}
      </PageFrame>
    );
  }
  return (
    <ArticleForm
      key={detail.data?.updatedAt ?? 'new'}
      detail={detail.data}
      categories={categories.data.rows}
      open={open}
    />
  );
}

/**
 * The form: title, category, summary, cover, publish time and the rich text. A draft saves as a
 * draft or publishes; a published article saves as it is or goes back to draft; each in one call,
 * so what is published is what was on the screen.
 */
function ArticleForm({
  detail,
  categories: rows,
  open,
}: {
  detail: TArticleDetail | undefined;
  categories: TArticleCategoryRow[];
  open: (edit: string | null) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { token } = theme.useToken();
  const mayCall = useMayCall();
  const [form] = Form.useForm<TArticleForm>();
  const save = useSaveArticle();
  const mayWrite = mayCall(detail ? 'PUT /articles/:id' : 'POST /articles');
  const published = detail?.status === 1;

  const submit = async (status?: TArticleStatus) => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    save.mutate(
      { id: detail?.id ?? null, input: articleInput(form.getFieldsValue(true), detail, status) },
      {
        onSuccess: (saved) => {
          const done =
            status === 1
              ? saved.scheduled
                ? t('articles.scheduledDone', { date: saved.publishDate.slice(0, 16) })
                : t('articles.publishedDone')
              : status === 0
                ? t('articles.unpublishedDone')
                : t('articles.saved');
          void message.success(done);
          if (!detail) open(String(saved.id));
        },
        onError: (error) => showFieldError(form, error, (text) => void message.error(text), formFieldOf),
      },
    );
  };

  const trail = [{ title: t('menu.articles'), to: '/articles' }];
  return (
    <PageFrame
      title={detail ? t('articles.editTitle', { title: detail.title }) : t('articles.createTitle')}
      trail={trail}
      extra={detail && <ArticleStatusTag row={detail} />}
    >
      {rows.length === 0 && (
        <Alert type="warning" showIcon title={t('articles.noCategories')} style={{ marginBottom: 16 }} />
      )}
      <Form<TArticleForm>
        form={form}
        layout="vertical"
        disabled={!mayWrite}
        initialValues={articleFormOf(detail, new Date(), rows[0]?.id)}
      >
        <Card style={{ marginBottom: 16 }}>
          <Form.Item
            name="title"
            label={t('articles.title')}
            rules={[{ required: true, whitespace: true, message: t('articles.titleRequired') }]}
          >
            <Input maxLength={ARTICLE_TITLE_MAX_LENGTH} showCount />
          </Form.Item>
          <Form.Item
            name="categoryId"
            label={t('articles.category')}
            rules={[{ required: true, message: t('articles.categoryRequired') }]}
          >
            <Select
              options={rows.map((row) => ({ value: row.id, label: row.name }))}
              style={{ maxWidth: 320 }}
            />
          </Form.Item>
          <Form.Item name="intro" label={t('articles.intro')} extra={t('articles.introHint')}>
            <Input.TextArea rows={2} maxLength={ARTICLE_INTRO_MAX_LENGTH} showCount />
          </Form.Item>
          <Form.Item name="thumbnailImage" label={t('articles.cover')} extra={t('articles.coverHint')}>
            <CoverInput />
          </Form.Item>
          <Form.Item
            name="publishAt"
            label={t('articles.publishAt')}
            extra={t('articles.publishAtHint')}
            rules={[{ required: true, message: t('articles.publishAtRequired') }]}
          >
            <Input type="datetime-local" style={{ width: 240 }} />
          </Form.Item>
        </Card>
        <Card title={t('articles.content')} style={{ marginBottom: 16 }}>
          <Form.Item name="content" noStyle>
            <RichTextEditor aria-label={t('articles.content')} minHeight={320} />
          </Form.Item>
        </Card>
      </Form>
      {mayWrite && (
        <Flex
          gap={12}
          style={{
            position: 'sticky',
            bottom: 0,
            zIndex: 2,
            padding: '12px 0',
            background: token.colorBgLayout,
          }}
        >
          <Button
            type={published ? 'primary' : 'default'}
            loading={save.isPending}
            onClick={() => void submit()}
          >
            {t(published ? 'articles.save' : 'articles.saveDraft')}
          </Button>
          {published ? (
            <Button loading={save.isPending} onClick={() => void submit(0)}>
              {t('articles.saveAndUnpublish')}
            </Button>
          ) : (
            <Button type="primary" loading={save.isPending} onClick={() => void submit(1)}>
              {t('articles.saveAndPublish')}
            </Button>
          )}
        </Flex>
      )}
    </PageFrame>
  );
}
