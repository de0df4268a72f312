import { CampaignHome } from '../components/campaign-home.tsx';
import { CAMPAIGNS } from '../model/campaigns.ts';
import '../messages.ts';
import '../campaign-homes.css';

/**
 * tree-naming-xzit (doc 4 §2.3, items 13): music, the note (open on entry), the donor list, the
 * counter line, the map, the way home and the initiator line.
 */
export default function XzitHomePage() {
  return <CampaignHome campaign={CAMPAIGNS.xzit} />;
}
