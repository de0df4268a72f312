import { useTranslation } from 'react-i18next';
import { DonorTable } from '../components/donor-table.tsx';
import { CAMPAIGNS } from '../model/campaigns.ts';
import '../messages.ts';
import '../campaign-homes.css';

/** tree-naming-donateList-xzit (doc 4 §2.3): the table 冠名人, 冠名项, 冠名时间 of items 13. */
export default function DonateListXzitPage() {
  const { t } = useTranslation();
  return (
    <main className="campaign-home campaign-donor-page" data-testid="donor-list-page">
      <h1 className="campaign-title">{t('campaignHomes.donors.title')}</h1>
      <DonorTable itemsId={CAMPAIGNS.xzit.itemsId} />
    </main>
  );
}
