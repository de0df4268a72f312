import { CampaignMapPage } from '../components/campaign-map-page.tsx';

/** wall-naming-map (doc 4 §2.2, §2.3): the map of campaigns.ts's 'wall' row. */
export default function WallMapPage() {
  return <CampaignMapPage campaignKey="wall" />;
}
