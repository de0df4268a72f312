import type { TItemListRow } from '@alma/shared/api/items';
import { useTranslation } from 'react-i18next';
import { useFeature } from '../../../lib/institution-context.ts';
import { listLinkTarget, useOpenListLink } from '../../../lib/list-link.ts';
import { ProjectStats } from './project-stats.tsx';

/**
 * Cards whose pictures load at once: the first two, which index.html also preloads (the list's
 * largest paint). The rest load lazily, so on a slow network they do not share its bandwidth.
 */
const ABOVE_THE_FOLD = 2;

/**
 * `position`: the card's place in the list; the first pictures are fetched at once, the very first
 * ahead of other requests.
 */
export function ProjectCard({ item, position }: { item: TItemListRow; position: number }) {
  const { t } = useTranslation();
  // The linkUrl rule (doc 1 §2): lib/list-link.ts, shared with the home layouts' banners and tiles.
  const open = useOpenListLink();
  const hideStatistics = useFeature('hideListStatistics');
  const complete = item.isComplete === 1;
  return (
    <li className="project-card">
      <button
        type="button"
        className="project-card-button"
        onClick={() => open(listLinkTarget(item.linkUrl, item.id))}
        data-testid="project-card"
      >
        <img
          className="project-thumb"
          src={item.thumbnailImg}
          alt=""
          width={112}
          height={84}
          loading={position < ABOVE_THE_FOLD ? 'eager' : 'lazy'}
          fetchPriority={position === 0 ? 'high' : 'auto'}
        />
        <div className="project-body">
          <div className="project-title-row">
            <span
              className={complete ? 'project-badge is-complete' : 'project-badge'}
              data-testid="project-status"
            >
              {complete ? t('projects.completed') : t('projects.inProgress')}
            </span>
            <h3 className="project-title" data-testid="project-title">
              {item.name}
            </h3>
          </div>
          {hideStatistics ? <p className="project-intro">{item.intro}</p> : <ProjectStats item={item} />}
        </div>
      </button>
    </li>
  );
}

/** Placeholders of the card's exact height, so nothing moves when the rows arrive. */
export function ProjectCardSkeleton() {
  return (
    <li className="project-card" aria-hidden="true">
      <div className="project-card-button">
        <div className="project-thumb skeleton" />
        <div className="project-body">
          <div className="skeleton skeleton-line" />
          <div className="skeleton skeleton-line short" />
        </div>
      </div>
    </li>
  );
}
