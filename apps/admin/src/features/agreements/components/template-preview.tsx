import type { TAgreementPreview } from '@alma/shared/admin-api/agreements';
import { Alert, Card, Empty, Flex, Segmented, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useAgreementPreview } from '../api/agreement-template.ts';
import { previewInputOf, type TPreviewLanguage, type TTemplateValues } from '../model/template-values.ts';

/** Typing pauses this long before the pages are drawn again (every page is drawn on the server). */
const PREVIEW_DELAY_MS = 600;
const LANGUAGES: readonly TPreviewLanguage[] = ['zh-CN', 'en'];

type Props = {
  itemsId: number;
  /** The template as the form holds it now; null while some field is refused. */
  template: TTemplateValues | null;
};

/**
 * The agreement as a donor would get it, drawn for a sample donor by the server's own renderer from
 * the unsaved template, in Chinese or English. Waits for typing to pause; the text is the key
 * (a string, so a re-render with the same template does not start the wait again).
 */
export function TemplatePreview({ itemsId, template }: Props) {
  const { t } = useTranslation();
  const [language, setLanguage] = useState<TPreviewLanguage>('zh-CN');
  const input = previewInputOf(template, language, itemsId);
  const settled = useDebouncedValue(input ? JSON.stringify(input) : '', PREVIEW_DELAY_MS);
  const preview = useAgreementPreview(settled ? (JSON.parse(settled) as TAgreementPreview) : null);
  const pages = preview.data?.pages ?? [];

  const notice =
    template === null
      ? t('agreements.template.previewInvalid')
      : input === null
        ? t('agreements.template.previewNoEnglish')
        : null;

  return (
    <Card
      size="small"
      title={t('agreements.template.preview')}
      extra={
        <Segmented<TPreviewLanguage>
          size="small"
          value={language}
          onChange={setLanguage}
          options={LANGUAGES.map((value) => ({
            value,
            label: t(`agreements.template.previewLanguage.${value}`),
          }))}
        />
      }
      style={{ position: 'sticky', top: 16 }}
    >
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        {t('agreements.template.previewHint')}
      </Typography.Paragraph>
      {notice ? <Alert type="warning" showIcon title={notice} style={{ marginBottom: 8 }} /> : null}
      {preview.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('agreements.template.previewFailed', { message: preview.error.message })}
          style={{ marginBottom: 8 }}
        />
      ) : null}
      <Spin spinning={preview.isFetching}>
        <Flex
          vertical
          gap={12}
          style={{ maxHeight: '75vh', overflowY: 'auto', background: '#f5f5f5', padding: 8, minHeight: 240 }}
          data-testid="agreement-preview"
        >
          {pages.length === 0 && !preview.isFetching ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={false} />
          ) : null}
          {pages.map((page, index) => {
            const label = t('agreements.template.page', { page: index + 1 });
            return (
              <figure key={label} style={{ margin: 0 }}>
                <img src={page} alt={label} style={{ width: '100%', display: 'block', background: '#fff' }} />
                <figcaption style={{ textAlign: 'center', fontSize: 12, color: '#888' }}>{label}</figcaption>
              </figure>
            );
          })}
        </Flex>
      </Spin>
    </Card>
  );
}
