/*
 * mine-book, my certificates (doc 3 §2–§5; decided in docs/decisions.md, "Donor certificates and
 * receipts screens"):
 * - tab 电子证书: every certificate of mine (certificate/page with isNeedPaper empty); a row shows
 *   the project's thumbnail, name, amount, date and serial and opens the electronic certificate's
 *   picture full screen (长按图片保存到相册), or says 证书生成中 while certificateImg is ''.
 * - tab 纸质证书 (isNeedPaper=1), only when receipt/config/detail's isOpenPaper is 1, with the
 *   status chips 全部/未制作/待邮寄/待自取/已邮寄/已自取 (status '' or 1–5); a row opens its detail.
 * - both lists 10 a page, the next 10 as the end scrolls into view; 申请纸质证书 (only with
 *   isOpenPaper) runs pick → form → success dialog, whose confirmation reloads the lists.
 * The tab and chip live in the address (?tab=paper&status=2), so Back from a detail keeps them.
 */
import type { TCertificateRow } from '@alma/shared/api/certificates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { CertificateViewer } from '../../../components/certificate-viewer.tsx';
import { PagedList } from '../../../components/paged-list.tsx';
import { ScrollTabs } from '../../../components/scroll-tabs.tsx';
import { useReceiptConfig } from '../../../lib/receipt-config.ts';
import { showToast } from '../../../lib/toast.ts';
import { hasToken } from '../../../lib/token-store.ts';
import { useCertificatePage } from '../api/get-certificates.ts';
import { CertificateApply } from '../components/certificate-apply.tsx';
import { CertificateRow } from '../components/certificate-row.tsx';
import { PaperStatusChips } from '../components/paper-status-chips.tsx';
import {
  type BookTab,
  bookTabOf,
  bookTabsOf,
  type PaperStatusChip,
  paperStatusOf,
} from '../model/book-tabs.ts';
import { TOAST_MS } from '../model/timing.ts';
import '../messages.ts';
import '../certificates.css';

export default function MineBookPage() {
  const location = useLocation();
  if (!hasToken()) {
    const here = `${location.pathname}${location.search}`;
    return <Navigate to={`/login?redirect=${encodeURIComponent(here)}`} replace />;
  }
  return <MineBookContent />;
}

function MineBookContent() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const config = useReceiptConfig();
  const isOpenPaper = config.data?.isOpenPaper;
  const tab = bookTabOf(params.get('tab'), isOpenPaper);
  const status = paperStatusOf(params.get('status'));
  const [viewing, setViewing] = useState('');

  // Replaced, not pushed: Back leaves the screen instead of walking through the filters.
  const show = (next: BookTab, chip: PaperStatusChip) =>
    setParams(next === 'paper' ? { tab: next, ...(chip ? { status: chip } : {}) } : {}, { replace: true });
  const view = (row: TCertificateRow) => {
    if (row.certificateImg) setViewing(row.certificateImg);
    else void showToast(t('certificates.generating'), TOAST_MS);
  };

  return (
    <main className="book-page" data-testid="mine-book-page">
      <ScrollTabs
        items={bookTabsOf(isOpenPaper).map((key) => ({ key, title: t(`certificates.tabs.${key}`) }))}
        active={tab}
        onChange={(key) => show(key === 'paper' ? 'paper' : 'electronic', '')}
        label={t('route.mine-book')}
      />
      {tab === 'paper' ? <PaperStatusChips active={status} onChange={(chip) => show('paper', chip)} /> : null}
      <section className="book-panel">
        <CertificateList key={`${tab}-${status}`} tab={tab} status={status} onView={view} />
      </section>
      {isOpenPaper === 1 && config.data ? (
        <div className="book-apply-bar">
          <CertificateApply config={config.data} />
        </div>
      ) : null}
      <CertificateViewer image={viewing} visible={viewing !== ''} onClose={() => setViewing('')} />
    </main>
  );
}

function CertificateList({
  tab,
  status,
  onView,
}: {
  tab: BookTab;
  status: PaperStatusChip;
  onView: (row: TCertificateRow) => void;
}) {
  const { t } = useTranslation();
  const query = useCertificatePage(tab, status);
  return (
    <PagedList
      query={query}
      emptyText={t(`certificates.empty.${tab}`)}
      renderRow={(row) => <CertificateRow key={row.id} row={row} tab={tab} onView={onView} />}
      testId={`certificates-${tab}`}
    />
  );
}
