import { CampaignMapPage } from '../components/campaign-map-page.tsx';

/** tree-naming-map-cpu?area=yc (doc 4 §2.2, §2.3): the map of campaigns.ts's 'cpu' row. */
export default function TreeMapCpuPage() {
  return <CampaignMapPage campaignKey="cpu" />;
}
