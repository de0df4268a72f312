import { CampaignMapPage } from '../components/campaign-map-page.tsx';

/** build-naming-map (doc 4 §2.2, §2.3): the map of campaigns.ts's 'build' row. */
export default function BuildMapPage() {
  return <CampaignMapPage campaignKey="build" />;
}
