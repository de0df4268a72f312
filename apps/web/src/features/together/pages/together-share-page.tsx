import { Dialog } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AlumniPopup } from '../../../components/alumni-popup.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { ShareOverlay } from '../../../components/share-overlay.tsx';
import { giveAntdMobileCreateRoot } from '../../../lib/antd-react19.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { showToast } from '../../../lib/toast.ts';
import { hasToken } from '../../../lib/token-store.ts';
import { useShareCard } from '../../../lib/wechat-share.ts';
import { useCancelTogether, useTogetherDetail } from '../api/get-together-detail.ts';
import { useTogetherDonors } from '../api/get-together-donors.ts';
import { DonorAvatars } from '../components/donor-avatars.tsx';
import { ProgressCard } from '../components/progress-card.tsx';
import { ShareActions } from '../components/share-actions.tsx';
import { TogetherSkeleton } from '../components/status-notices.tsx';
import { useAlumniGate } from '../hooks/use-alumni-gate.ts';
import { queryId } from '../model/route-query.ts';
import { supportButton } from '../model/share-view.ts';
import '../messages.ts';
import '../together.css';

/** The cancel-success toast (doc 2 §8) stays as long as the other short toasts. */
const CANCEL_TOAST_MS = 1500;

/** together-share?id= (doc 2 §2.7): the fundraiser a sponsor shares, and the way to join it. */
export default function TogetherSharePage() {
  const [params] = useSearchParams();
  const id = queryId(params.get('id'));
  if (id === null) return <LoadFailed testId="together-error" />;
  return <ShareScreen key={id} id={id} />;
}

function ShareScreen({ id }: { id: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const detail = useTogetherDetail(id);
  const donors = useTogetherDonors(id);
  const cancel = useCancelTogether(id);
  const [sharing, setSharing] = useState(false);
  const itemsId = detail.data?.itemsId ?? 0;
  const gate = useAlumniGate(itemsId, detail.data?.isAlumni === 1 && hasToken());

  const card = detail.data;
  useShareCard(
    card
      ? { title: `${card.sponsor}：${card.slogan}`, desc: card.itemsName, imgUrl: card.thumbnailImg }
      : null,
  );

  if (detail.isError) {
    const notFound = detail.error instanceof ApiError;
    return (
      <main className="together-page">
        <LoadFailed
          testId="together-error"
          message={notFound ? detail.error.message : undefined}
          onRetry={notFound ? undefined : () => void detail.refetch()}
        />
      </main>
    );
  }
  if (!detail.data) {
    return (
      <main className="together-page">
        <TogetherSkeleton />
      </main>
    );
  }
  const data = detail.data;
  const here = `/together-share?id=${id}`;

  const onSupport = async () => {
    const button = supportButton(data);
    if (!button.enabled) return;
    // Alumni-only: the same check as the form's, before leaving for it (doc 2 §4.5).
    if (data.isAlumni === 1 && hasToken()) {
      const permission = gate.permission.data ?? (await gate.permission.refetch()).data;
      if (permission === 'notAlumni') return gate.refuse(here);
    }
    navigate(button.to);
  };

  const onCancel = async () => {
    giveAntdMobileCreateRoot();
    const confirmed = await Dialog.confirm({
      title: t('together.share.cancelTitle'),
      content: t('together.share.cancelConfirm'),
      confirmText: t('together.share.cancelYes'),
      cancelText: t('together.share.cancelNo'),
    });
    if (!confirmed) return;
    // A refusal was toasted by the api client.
    await cancel.mutateAsync().then(
      () => showToast(t('together.share.cancelled'), CANCEL_TOAST_MS, 'success'),
      () => undefined,
    );
  };

  return (
    <main className="together-page together-share" data-testid="together-share">
      <ProgressCard detail={data} />
      <DonorAvatars togetherId={id} page={donors.data} />
      {data.isDonate === 1 ? (
        <p className="together-more">
          <Link to={`/together?id=${data.itemsId}`}>{t('together.share.launchOwn')}</Link>
        </p>
      ) : null}
      <ShareActions
        detail={data}
        cancelling={cancel.isPending}
        onSupport={() => void onSupport()}
        onInvite={() => setSharing(true)}
        onCancel={() => void onCancel()}
      />
      {sharing ? (
        <ShareOverlay detail={t('together.shareOverlay.detail')} onClose={() => setSharing(false)} />
      ) : null}
      <AlumniPopup visible={gate.popupOpen} onClose={gate.closePopup} />
    </main>
  );
}
