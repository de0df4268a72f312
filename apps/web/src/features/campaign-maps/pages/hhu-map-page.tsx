import { CampaignMapPage } from '../components/campaign-map-page.tsx';

/** tree-naming-hhu (doc 4 §2.2, §2.3): the map of campaigns.ts's 'hhu' row. */
export default function HhuMapPage() {
  return <CampaignMapPage campaignKey="hhu" />;
}
