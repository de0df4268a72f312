import type { TItemDetail } from '@alma/shared/api/items';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ScrollTabs } from '../../../components/scroll-tabs.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useItemDetail } from '../../../lib/item-detail.ts';
import { appRouteLink, useShareCard } from '../../../lib/wechat-share.ts';
import { useSubItemsStatistics } from '../api/get-sub-items-statistics.ts';
import { BottomBar } from '../components/bottom-bar.tsx';
import { CoverCarousel } from '../components/cover-carousel.tsx';
import { DetailSkeleton } from '../components/detail-skeleton.tsx';
import { ProjectSummary } from '../components/project-summary.tsx';
import { SubItemsStats } from '../components/sub-items-stats.tsx';
import { TabPanel } from '../components/tab-panel.tsx';
import { parseId } from '../rules/action-buttons.ts';
import { coverImages } from '../rules/cover-images.ts';
import { activeTab, type DetailTab, visibleTabs } from '../rules/detail-tabs.ts';
import { showsSubItems } from '../rules/sub-items.ts';
import '../messages.ts';
import '../project-detail.css';

/** The project detail screen (route subject-detail?id=&subItemsId=&tab=, doc 1 §2). */
export default function ProjectDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = parseId(params.get('id'));
  const detail = useItemDetail(id);

  if (id === undefined) return <DetailNotice text={t('projectDetail.notFound')} />;
  if (detail.isPending) return <DetailSkeleton />;
  if (detail.isError) {
    // A business answer (not found, offline project) says why; anything else is a load failure.
    const text = detail.error instanceof ApiError ? detail.error.message : t('common.loadFailed');
    return <DetailNotice text={text || t('projectDetail.notFound')} onRetry={() => void detail.refetch()} />;
  }
  return <ProjectDetail item={detail.data} />;
}

function ProjectDetail({ item }: { item: TItemDetail }) {
  const { t } = useTranslation();
  useShareCard({
    title: item.name,
    desc: item.intro,
    imgUrl: item.thumbnailImg || item.coverImg,
    link: appRouteLink(`subject-detail?id=${item.id}`),
  });
  const [params, setParams] = useSearchParams();
  const subItemsId = parseId(params.get('subItemsId'));
  const subStats = useSubItemsStatistics(item.id);
  const tabs = visibleTabs(item);
  const tab = activeTab(params.get('tab'), tabs);

  // The tab lives in the address so a reload or a shared link opens the same one.
  const changeTab = (key: string) => {
    const next = new URLSearchParams(params);
    if (key === 'detail') next.delete('tab');
    else next.set('tab', key);
    setParams(next, { replace: true });
  };

  return (
    <main className="project-detail-page">
      <CoverCarousel images={coverImages(item.coverList, item.thumbnailImg)} name={item.name} />
      <ProjectSummary item={item} />
      {subStats.data && showsSubItems(item.isSub, subStats.data) ? (
        <SubItemsStats stats={subStats.data} ranked={item.isSubRank === 1} />
      ) : null}
      <section className="detail-tabs">
        <ScrollTabs
          items={tabs.map((key: DetailTab) => ({ key, title: t(`projectDetail.tabs.${key}`) }))}
          active={tab}
          onChange={changeTab}
          label={t('projectDetail.tabs.label')}
        />
        <div className="detail-tab-panel" role="tabpanel" data-testid={`tab-panel-${tab}`}>
          <TabPanel tab={tab} item={item} />
        </div>
      </section>
      <BottomBar item={item} subItemsId={subItemsId} />
    </main>
  );
}

function DetailNotice({ text, onRetry }: { text: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <section className="alma-notice" role="alert" data-testid="detail-error">
      <p>{text}</p>
      {onRetry ? (
        <button type="button" className="alma-button" onClick={onRetry}>
          {t('common.retry')}
        </button>
      ) : null}
      <a className="alma-button is-primary" href="#/">
        {t('common.home')}
      </a>
    </section>
  );
}
