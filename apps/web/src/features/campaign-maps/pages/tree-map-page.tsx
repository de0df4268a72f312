import { CampaignMapPage } from '../components/campaign-map-page.tsx';

/** tree-naming-map?area=yc|ys (doc 4 §2.2, §2.3): the map of campaigns.ts's 'tree' row. */
export default function TreeMapPage() {
  return <CampaignMapPage campaignKey="tree" />;
}
