import { useTranslation } from 'react-i18next';
import { DonorTable } from '../components/donor-table.tsx';
import { CAMPAIGNS } from '../model/campaigns.ts';
import '../messages.ts';
import '../campaign-homes.css';

/** tree-naming-donateList-cpu (doc 4 §2.1, §7): every named donor of items 10. */
export default function DonateListCpuPage() {
  const { t } = useTranslation();
  return (
    <main className="campaign-home campaign-donor-page" data-testid="donor-list-page">
      <h1 className="campaign-title">{t('campaignHomes.donors.title')}</h1>
      <DonorTable itemsId={CAMPAIGNS.treeNamingCpu.itemsId} />
    </main>
  );
}
