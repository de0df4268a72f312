import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { ScrollTabs } from '../../../components/scroll-tabs.tsx';
import { hasToken } from '../../../lib/token-store.ts';
import { DonationGroups, DonationTimeline } from '../components/donation-groups.tsx';
import { DONATION_VIEWS, donationViewOf, loginAddressFor } from '../rules/records-view.ts';
import '../messages.ts';
import '../mine-records.css';

/** mine-don (doc 2 §2.8): my donations, by category or by time; it needs a login. */
export default function MineDonPage() {
  const location = useLocation();
  if (!hasToken()) return <Navigate to={loginAddressFor(`${location.pathname}${location.search}`)} replace />;
  return <MineDonContent />;
}

function MineDonContent() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const view = donationViewOf(params.get('view'));
  return (
    <main className="records-page" data-testid="mine-don-page">
      <ScrollTabs
        items={DONATION_VIEWS.map((key) => ({ key, title: t(`mineRecords.views.${key}`) }))}
        active={view}
        // Replaced, not pushed: Back leaves the screen instead of flipping the toggle.
        onChange={(key) => setParams(key === 'time' ? { view: 'time' } : {}, { replace: true })}
        label={t('route.mine-don')}
      />
      <section className="records-panel">
        {view === 'time' ? <DonationTimeline /> : <DonationGroups />}
      </section>
    </main>
  );
}
