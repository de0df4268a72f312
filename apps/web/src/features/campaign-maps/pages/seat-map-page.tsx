import { CampaignMapPage } from '../components/campaign-map-page.tsx';

/** seat-naming-map (doc 4 §2.2, §2.3): the map of campaigns.ts's 'seat' row. */
export default function SeatMapPage() {
  return <CampaignMapPage campaignKey="seat" />;
}
