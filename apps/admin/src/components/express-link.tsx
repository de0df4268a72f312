import { Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../lib/language.ts';
import { expressShownOf } from './express-shown.ts';
import './express-messages.ts';

type Saved = { expressCompany: string; expressNo: string };

/**
 * A tracking number: a link to the courier's tracking of it when the courier is a listed one (a new
 * tab, no opener or referrer to the courier's site), and a copy button either way.
 */
export function TrackingNumber({ saved }: { saved: Saved }) {
  const { t } = useTranslation();
  const { trackingUrl } = expressShownOf(saved, currentLanguage());
  if (!saved.expressNo) return null;
  return (
    <Space size={4}>
      {trackingUrl ? (
        <Typography.Link
          href={trackingUrl}
          target="_blank"
          rel="noopener noreferrer"
          title={t('express.track')}
          data-testid="tracking-link"
        >
          {saved.expressNo}
        </Typography.Link>
      ) : (
        <span>{saved.expressNo}</span>
      )}
      <Typography.Text copyable={{ text: saved.expressNo }} />
    </Space>
  );
}

/** The courier's name as staff read it (a name saved before the list, as it was saved). */
export function CourierName({ saved }: { saved: Saved }) {
  return <>{expressShownOf(saved, currentLanguage()).name}</>;
}

/** A list's cell: the courier, and under it the number linked to its tracking. */
export function ExpressSummary({ saved }: { saved: Saved }) {
  if (!saved.expressNo && !saved.expressCompany) return null;
  return (
    <>
      <div>
        <CourierName saved={saved} />
      </div>
      <TrackingNumber saved={saved} />
    </>
  );
}
