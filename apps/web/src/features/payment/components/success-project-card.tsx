import type { TSuccessData } from '@alma/shared/api/donate';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import '../messages.ts';

/** The project given to, linking to its detail screen (doc 4 §2.3: share info links there). */
export function SuccessProjectCard({ data }: { data: TSuccessData }) {
  const { t } = useTranslation();
  return (
    <Link className="success-project" to={`/subject-detail?id=${data.itemsId}`} data-testid="success-project">
      {data.itemsThumbnailImg !== '' ? (
        <img src={data.itemsThumbnailImg} alt="" width={96} height={72} />
      ) : null}
      <span className="success-project-body">
        <span className="success-project-label">{t('payment.success.projectLabel')}</span>
        <span className="success-project-name">{data.itemsName}</span>
        {data.itemsIntro !== '' ? <span className="success-project-intro">{data.itemsIntro}</span> : null}
      </span>
    </Link>
  );
}
