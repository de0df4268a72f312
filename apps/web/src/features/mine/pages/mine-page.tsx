import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { useBaseConfig } from '../../../lib/base-config.ts';
import { useReceiptConfig } from '../../../lib/receipt-config.ts';
import { clearToken, hasToken } from '../../../lib/token-store.ts';
import { endServerSession } from '../api/end-session.ts';
import { useAwardList } from '../api/get-award-list.ts';
import { useUserCenter } from '../api/get-user-center.ts';
import { AwardsGrid } from '../components/awards-grid.tsx';
import { MenuList } from '../components/menu-list.tsx';
import { MineSkeleton } from '../components/mine-skeleton.tsx';
import { ProfileCard } from '../components/profile-card.tsx';
import { StatementEntry } from '../components/statement-entry.tsx';
import { TotalsRow } from '../components/totals-row.tsx';
import { loginAddressFor, menuEntries } from '../model/mine-view.ts';
import '../messages.ts';
import '../mine.css';

/** The personal centre (route mine, doc 1 §2); it needs a login. */
export default function MinePage() {
  if (!hasToken()) return <Navigate to={loginAddressFor('/mine')} replace />;
  return <MineContent />;
}

function MineContent() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = useUserCenter();
  const awards = useAwardList();
  const baseConfig = useBaseConfig();
  const receiptConfig = useReceiptConfig();

  // The server ends the session first (the token is then refused everywhere); the phone forgets
  // it whatever the answer, so logging out works offline too.
  const logout = async () => {
    await endServerSession();
    clearToken();
    queryClient.removeQueries({ queryKey: ['user'] });
    navigate('/', { replace: true });
  };

  if (user.isPending) return <MineSkeleton />;
  if (user.isError) return <LoadFailed testId="mine-error" onRetry={() => void user.refetch()} />;

  return (
    <main className="mine-page" data-testid="mine-page">
      <ProfileCard user={user.data} foundationTitle={baseConfig.data?.title ?? ''} />
      <TotalsRow user={user.data} />
      <MenuList entries={menuEntries(receiptConfig.data)}>
        <StatementEntry />
      </MenuList>
      {awards.isPending ? <div className="mine-skeleton-block is-tall" aria-hidden="true" /> : null}
      {awards.isError ? (
        <LoadFailed testId="mine-awards-error" onRetry={() => void awards.refetch()} />
      ) : null}
      {awards.isSuccess ? (
        <AwardsGrid awards={awards.data} explain={baseConfig.data?.awardExplain ?? ''} />
      ) : null}
      <button type="button" className="mine-logout" onClick={() => void logout()}>
        {t('mine.logout')}
      </button>
    </main>
  );
}
