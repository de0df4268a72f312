import { useTranslation } from 'react-i18next';
import { RichHtml } from '../../../components/rich-html.tsx';

/** The foundation's agreement as written in its console (doc 3: "shows the agreement HTML"). */
export function AgreementHtml({ html }: { html: string }) {
  const { t } = useTranslation();
  if (html.trim() === '') return <p className="donate-agreement-empty">{t('donate.agree.empty')}</p>;
  return <RichHtml className="donate-agreement-content" html={html} />;
}
