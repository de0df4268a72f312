import type { TAgreementTemplateAnswer } from '@alma/shared/admin-api/agreements';
import { AGREEMENT_TITLE_MAX } from '@alma/shared/agreements/agreement-template';
import { Alert, App, Button, Card, Col, Form, Input, Row, Space, Switch, Typography, theme } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminApiError } from '../../../lib/admin-client.ts';
import { useUnsavedGuard } from '../../../lib/use-unsaved-guard.ts';
import { useSaveAgreementTemplate } from '../api/agreement-template.ts';
import { minuteOf } from '../model/agreement-words.ts';
import {
  checkTemplate,
  namePathOf,
  sameTemplate,
  type TTemplateValues,
  valuesOfAnswer,
} from '../model/template-values.ts';
import { PlaceholderTextArea } from './placeholder-text-area.tsx';
import { PlacementInputs } from './placement-inputs.tsx';
import { TemplatePreview } from './template-preview.tsx';
import { TemplateResetButton } from './template-reset-button.tsx';

type Props = { itemsId: number; answer: TAgreementTemplateAnswer };

/**
 * One project's agreement template: the Chinese and English texts with their placeholders, whether
 * the contract flow offers the project, where the signature and the seal go, and the pages drawn
 * live beside it. Leaving with unsaved edits (another project, the list, the menu) is asked first;
 * 恢复默认模板 puts the default the server answers into the form.
 */
export function TemplateEditor({ itemsId, answer }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { token } = theme.useToken();
  const [form] = Form.useForm<TTemplateValues>();
  const save = useSaveAgreementTemplate(itemsId);
  const saved = valuesOfAnswer(answer);
  const savedText = JSON.stringify(saved);
  // Before the fields mount the form holds nothing yet: the saved template stands in.
  const watched: unknown = Form.useWatch([], { form, preserve: true });
  const current = watched ?? saved;
  const verdict = checkTemplate(current);
  const dirty = !sameTemplate(current, saved);

  useUnsavedGuard(dirty, () => ({
    title: t('agreements.template.leaveTitle'),
    content: t('agreements.template.leaveContent'),
    okText: t('agreements.template.leaveOk'),
    cancelText: t('agreements.template.stay'),
  }));

  useEffect(() => {
    // The saved template changed (this save, or another's seen on a refetch): the form shows it.
    if (savedText) form.resetFields();
  }, [form, savedText]);

  const problem = (path: string): string | undefined => {
    const found = verdict.problems?.get(path);
    return found ? t(`agreements.template.problem.${found.key}`, found) : undefined;
  };
  const checked = (path: string) => {
    const help = problem(path);
    return help ? { validateStatus: 'error' as const, help } : {};
  };

  const submit = () => {
    if (verdict.template === null || !dirty) return;
    save.mutate(verdict.template, {
      onSuccess: () => void message.success(t('agreements.template.saved')),
      // A refusal sits under the field it names (placement.seal.x too), and is said as a toast.
      onError: (error) => {
        if (error instanceof AdminApiError && error.field && error.field !== 'id')
          form.setFields([{ name: namePathOf(error.field) as never, errors: [error.message] }]);
        void message.error(error.message);
      },
    });
  };

  return (
    <Form<TTemplateValues>
      form={form}
      layout="vertical"
      initialValues={saved}
      data-testid="agreement-template"
    >
      <Row gutter={24}>
        <Col xs={24} xl={14}>
          <Alert
            type={answer.isDefault ? 'info' : 'success'}
            showIcon
            title={
              answer.isDefault
                ? t('agreements.template.isDefault')
                : t('agreements.template.isOwn', { updatedAt: minuteOf(answer.updatedAt) })
            }
            style={{ marginBottom: 16 }}
          />
          <Card size="small" title={t('agreements.template.texts')} style={{ marginBottom: 16 }}>
            <Form.Item name="title" label={t('agreements.template.title')} {...checked('title')}>
              <Input maxLength={AGREEMENT_TITLE_MAX} showCount />
            </Form.Item>
            <Form.Item name="body" label={t('agreements.template.body')} {...checked('body')}>
              <PlaceholderTextArea testId="agreement-body" />
            </Form.Item>
          </Card>
          <Card size="small" title={t('agreements.template.textsEn')} style={{ marginBottom: 16 }}>
            <Form.Item name="titleEn" label={t('agreements.template.titleEn')} {...checked('titleEn')}>
              <Input maxLength={AGREEMENT_TITLE_MAX} showCount />
            </Form.Item>
            <Form.Item name="bodyEn" label={t('agreements.template.bodyEn')} {...checked('bodyEn')}>
              <PlaceholderTextArea testId="agreement-body-en" />
            </Form.Item>
          </Card>
          <Card size="small" style={{ marginBottom: 16 }}>
            <Form.Item
              name="offerContract"
              label={t('agreements.template.offerContract')}
              extra={t('agreements.template.offerContractHint')}
              valuePropName="checked"
              style={{ marginBottom: 0 }}
            >
              <Switch />
            </Form.Item>
          </Card>
          <Card size="small" title={t('agreements.template.placement')} style={{ marginBottom: 16 }}>
            <Typography.Paragraph type="secondary">
              {t('agreements.template.placementHint')}
            </Typography.Paragraph>
            <PlacementInputs problem={problem} />
          </Card>
        </Col>
        <Col xs={24} xl={10}>
          <TemplatePreview itemsId={itemsId} template={verdict.template} />
        </Col>
      </Row>
      <div
        style={{
          position: 'sticky',
          bottom: 0,
          zIndex: 2,
          padding: '12px 0',
          background: token.colorBgLayout,
        }}
      >
        <Space>
          <Button
            type="primary"
            loading={save.isPending}
            disabled={verdict.template === null || !dirty}
            onClick={submit}
            data-testid="agreement-template-save"
          >
            {t('agreements.template.save')}
          </Button>
          <TemplateResetButton
            itemsId={itemsId}
            isDefault={answer.isDefault}
            onReset={(reset) => form.setFieldsValue(valuesOfAnswer(reset))}
          />
        </Space>
      </div>
    </Form>
  );
}
