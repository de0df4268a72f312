import { CampaignHome } from '../components/campaign-home.tsx';
import { CAMPAIGNS } from '../model/campaigns.ts';
import '../messages.ts';
import '../campaign-homes.css';

/** tree-naming-cpu (doc 4 §2.3, items 10): the second school's tree home, map yc and the donor list. */
export default function TreeNamingCpuPage() {
  return <CampaignHome campaign={CAMPAIGNS.treeNamingCpu} />;
}
