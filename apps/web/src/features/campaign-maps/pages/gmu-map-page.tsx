import { CampaignMapPage } from '../components/campaign-map-page.tsx';

/** tree-naming-map-gmu (doc 4 §2.2, §2.3): the map of campaigns.ts's 'gmu' row. */
export default function GmuMapPage() {
  return <CampaignMapPage campaignKey="gmu" />;
}
