import { CampaignMapPage } from '../components/campaign-map-page.tsx';

/** tree-naming-map-xzit (doc 4 §2.2, §2.3): the map of campaigns.ts's 'xzit' row. */
export default function XzitMapPage() {
  return <CampaignMapPage campaignKey="xzit" />;
}
