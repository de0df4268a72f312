import type { TCertificateTemplate } from '@alma/shared/documents/certificate-template';
import { CERTIFICATE_HEIGHT, CERTIFICATE_WIDTH } from '@alma/shared/documents/certificate-template';
import { Alert, Card, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useCertificatePreview } from '../api/certificate-template.ts';

/** The drawing as an address the <img> can show, released when a newer one replaces it. */
function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return;
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
}

/** Typing pauses this long before a new sample is drawn (a render is ~100 ms of server time). */
const PREVIEW_DELAY_MS = 600;

type Props = { itemsId: number; template: TCertificateTemplate | null };

/** A sample certificate drawn by the server with the layout as it stands, unsaved. */
export function CertificatePreview({ itemsId, template }: Props) {
  const { t } = useTranslation();
  const settled = useDebouncedValue(template, PREVIEW_DELAY_MS);
  const preview = useCertificatePreview(itemsId, settled);
  const url = useObjectUrl(preview.data);

  return (
    <Card size="small" title={t('certificateTemplate.preview')} style={{ position: 'sticky', top: 16 }}>
      {template === null ? (
        <Alert
          type="warning"
          showIcon
          title={t('certificateTemplate.previewInvalid')}
          style={{ marginBottom: 8 }}
        />
      ) : null}
      {preview.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('certificateTemplate.previewFailed', { message: preview.error.message })}
          style={{ marginBottom: 8 }}
        />
      ) : null}
      <Spin spinning={preview.isFetching}>
        <div
          style={{
            aspectRatio: `${CERTIFICATE_WIDTH} / ${CERTIFICATE_HEIGHT}`,
            background: '#f5f5f5',
            display: 'flex',
          }}
        >
          {url ? (
            <img
              src={url}
              alt={t('certificateTemplate.preview')}
              data-testid="certificate-preview"
              style={{ width: '100%', height: '100%', objectFit: 'contain' }}
            />
          ) : null}
        </div>
      </Spin>
    </Card>
  );
}
