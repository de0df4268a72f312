import { Dialog } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { CAMPAIGNS, type CampaignKey } from '../model/campaigns.ts';
import { CampaignMapScreen } from './campaign-map-screen.tsx';
import '../messages.ts';
import '../campaign-maps.css';

/**
 * A campaign's map page from its row of campaigns.ts: the area from `?area=` where the campaign
 * takes one, the '即将上线!' alert and back for an area not open yet (doc 4 §2.3).
 */
export function CampaignMapPage({ campaignKey }: { campaignKey: CampaignKey }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const campaign = CAMPAIGNS[campaignKey];
  const query = params.get('area');
  if (query !== null && campaign.comingSoon.includes(query))
    return (
      <main className="cm-page" data-testid="campaign-map-soon">
        <Dialog
          visible
          content={t('campaignMaps.comingSoon')}
          actions={[{ key: 'ok', text: t('campaignMaps.back'), bold: true }]}
          onAction={() => void navigate(campaign.home, { replace: true })}
        />
      </main>
    );
  const area = campaign.mapArea(query);
  if (area === null)
    return (
      <main className="cm-page">
        <section className="alma-notice" role="alert" data-testid="campaign-map-error">
          <p>{t('campaignMaps.missing')}</p>
          <button type="button" className="alma-button" onClick={() => void navigate(campaign.home)}>
            {t('campaignMaps.back')}
          </button>
        </section>
      </main>
    );
  return <CampaignMapScreen key={area} campaign={campaign} area={area} />;
}
