import { CampaignHome } from '../components/campaign-home.tsx';
import { CAMPAIGNS } from '../model/campaigns.ts';
import '../messages.ts';
import '../campaign-homes.css';

/** tree-naming (doc 4 §2.3, items 4): the tree campaign's home, maps yc and ys. */
export default function TreeNamingPage() {
  return <CampaignHome campaign={CAMPAIGNS.treeNaming} />;
}
