import { RECEIPT_TABS } from '@alma/shared/documents/receipt-status';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { PagedList } from '../../../components/paged-list.tsx';
import { ScrollTabs } from '../../../components/scroll-tabs.tsx';
import { useReceiptConfig } from '../../../lib/receipt-config.ts';
import { hasToken } from '../../../lib/token-store.ts';
import { useReceiptPage } from '../api/get-receipts.ts';
import { ReceiptApply } from '../components/receipt-apply.tsx';
import { ReceiptRow } from '../components/receipt-row.tsx';
import { type ReceiptTab, receiptTabOf } from '../model/receipt-tabs.ts';
import '../messages.ts';
import '../receipts.css';

/**
 * mine-paper, my receipts (doc 3 §2): tabs All / To be invoiced / Invoiced, 10 a page on scroll,
 * and 申请票据 unless the institution's validType is 0. The tab lives in the address (?tab=).
 */
export default function MinePaperPage() {
  const location = useLocation();
  if (!hasToken()) {
    const here = `${location.pathname}${location.search}`;
    return <Navigate to={`/login?redirect=${encodeURIComponent(here)}`} replace />;
  }
  return <MinePaperContent />;
}

function MinePaperContent() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = receiptTabOf(params.get('tab'));
  const config = useReceiptConfig();
  return (
    <main className="receipt-page" data-testid="mine-paper-page">
      <ScrollTabs
        items={RECEIPT_TABS.map(({ key }) => ({ key, title: t(`receipts.tabs.${key}`) }))}
        active={tab}
        // Replaced, not pushed: Back leaves the screen instead of walking through the tabs.
        onChange={(key) => setParams(key === 'all' ? {} : { tab: key }, { replace: true })}
        label={t('route.mine-paper')}
      />
      <section className="receipt-panel">
        <ReceiptList key={tab} tab={tab} />
      </section>
      {config.data && config.data.validType !== 0 ? (
        <div className="receipt-apply-bar">
          <ReceiptApply config={config.data} />
        </div>
      ) : null}
    </main>
  );
}

function ReceiptList({ tab }: { tab: ReceiptTab }) {
  const { t } = useTranslation();
  const query = useReceiptPage(tab);
  return (
    <PagedList
      query={query}
      emptyText={t('receipts.empty')}
      renderRow={(row) => <ReceiptRow key={row.id} row={row} />}
      testId={`receipts-${tab}`}
    />
  );
}
