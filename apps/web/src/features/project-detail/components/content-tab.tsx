import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RichHtml, sanitizeRichHtml } from '../../../components/rich-html.tsx';

/** Detail tab: the project's rich-text content (doc 1 §2), written by staff in the console. */
export function ContentTab({ html }: { html: string }) {
  const { t } = useTranslation();
  const empty = useMemo(() => sanitizeRichHtml(html).trim() === '', [html]);
  if (empty) return <p className="detail-empty">{t('projectDetail.empty.content')}</p>;
  return <RichHtml className="detail-rich-text" testId="detail-content" html={html} />;
}
