import type { TCertificateTemplateAnswer } from '@alma/shared/admin-api/fulfilment';
import type { TProjectDetail } from '@alma/shared/admin-api/projects';
import {
  CERTIFICATE_BODY_MAX,
  CERTIFICATE_TITLE_MAX,
  type TCertificateTemplate,
} from '@alma/shared/documents/certificate-template';
import { App, Button, Card, Col, Form, Input, Popconfirm, Row, Tag, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { useReportUnsaved } from '../../../lib/use-unsaved-guard.ts';
import { useCertificateTemplate, useSaveCertificateTemplate } from '../api/certificate-template.ts';
import { checkTemplate, sameTemplate, templateOf } from '../model/certificate-template-values.ts';
import { CertificatePictureField } from './certificate-picture-field.tsx';
import { CertificatePlacementTable } from './certificate-placement-table.tsx';
import { CertificatePreview } from './certificate-preview.tsx';
import { showFieldError } from './show-field-error.ts';
import { StickySaveBar } from './sticky-save-bar.tsx';

/** 证书模板: the project's electronic certificate — words, pictures, where each part goes — previewed live. */
export function CertificateTemplateTab({ project }: { project: TProjectDetail }) {
  const answer = useCertificateTemplate(project.id);
  if (answer.isError && !answer.data)
    return <LoadError error={answer.error} onRetry={() => void answer.refetch()} />;
  if (!answer.data) return <PageLoading />;
  return <CertificateTemplateForm itemsId={project.id} answer={answer.data} />;
}

function CertificateTemplateForm({
  itemsId,
  answer,
}: {
  itemsId: number;
  answer: TCertificateTemplateAnswer;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<TCertificateTemplate>();
  const save = useSaveCertificateTemplate(itemsId);
  const saved = templateOf(answer);
  const savedText = JSON.stringify(saved);
  // Before the fields mount the form holds nothing yet: the saved layout stands in.
  const watched: unknown = Form.useWatch([], { form, preserve: true });
  const verdict = checkTemplate(watched ?? saved);
  const changed = verdict.template === null || !sameTemplate(verdict.template, saved);
  useReportUnsaved('certificate', changed);

  useEffect(() => {
    // The saved layout changed (this save, a reset, another's seen on a refetch): show it.
    if (savedText) form.resetFields();
  }, [form, savedText]);

  const problem = (path: string): string | undefined => {
    const found = verdict.problems?.get(path);
    return found ? t(`certificateTemplate.problem.${found.key}`, found) : undefined;
  };
  const checked = (path: string) => {
    const help = problem(path);
    return help ? { validateStatus: 'error' as const, help } : {};
  };
  const onError = (error: Error) => showFieldError(form, error, (text) => void message.error(text));
  const submit = () => {
    if (verdict.template === null || !changed) return;
    save.mutate(verdict.template, {
      onSuccess: () => void message.success(t('certificateTemplate.saved')),
      onError,
    });
  };
  const backToDefault = () =>
    save.mutate(null, { onSuccess: () => void message.success(t('certificateTemplate.resetDone')), onError });

  return (
    <Form<TCertificateTemplate> form={form} layout="vertical" initialValues={saved}>
      <Row gutter={24}>
        <Col xs={24} xl={14}>
          <div style={{ marginBottom: 16 }}>
            {answer.template === null ? (
              <Tag>{t('certificateTemplate.isDefault')}</Tag>
            ) : (
              <Tag color="blue">{t('certificateTemplate.isOwn')}</Tag>
            )}
          </div>
          <Card size="small" title={t('certificateTemplate.texts')} style={{ marginBottom: 16 }}>
            <Form.Item name="title" label={t('certificateTemplate.title')} {...checked('title')}>
              <Input maxLength={CERTIFICATE_TITLE_MAX} showCount />
            </Form.Item>
            <Form.Item
              name="body"
              label={t('certificateTemplate.body')}
              extra={t('certificateTemplate.placeholders')}
              {...checked('body')}
            >
              <Input.TextArea
                autoSize={{ minRows: 2, maxRows: 5 }}
                maxLength={CERTIFICATE_BODY_MAX}
                showCount
              />
            </Form.Item>
          </Card>
          <Card size="small" title={t('certificateTemplate.pictures')} style={{ marginBottom: 16 }}>
            {(['backgroundUrl', 'sealUrl'] as const).map((name) => {
              const label = t(`certificateTemplate.${name === 'backgroundUrl' ? 'background' : 'seal'}`);
              const help = problem(name);
              return (
                <Form.Item
                  key={name}
                  name={name}
                  label={label}
                  validateStatus={help ? 'error' : undefined}
                  help={help ?? t('certificateTemplate.pictureHint', { what: label })}
                >
                  <CertificatePictureField label={label} />
                </Form.Item>
              );
            })}
          </Card>
          <Card size="small" title={t('certificateTemplate.placement')} style={{ marginBottom: 16 }}>
            <Typography.Paragraph type="secondary">
              {t('certificateTemplate.placementHint')}
            </Typography.Paragraph>
            <CertificatePlacementTable problem={problem} />
          </Card>
        </Col>
        <Col xs={24} xl={10}>
          <CertificatePreview itemsId={itemsId} template={verdict.template} />
        </Col>
      </Row>
      <StickySaveBar
        label={t('certificateTemplate.save')}
        saving={save.isPending}
        save={submit}
        disabled={verdict.template === null || !changed}
      >
        <Popconfirm
          title={t('certificateTemplate.reset')}
          description={t('certificateTemplate.resetConfirm')}
          okText={t('certificateTemplate.reset')}
          cancelText={t('common.cancel')}
          onConfirm={backToDefault}
          disabled={answer.template === null}
        >
          <Button disabled={answer.template === null}>{t('certificateTemplate.reset')}</Button>
        </Popconfirm>
      </StickySaveBar>
    </Form>
  );
}
