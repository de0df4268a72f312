import type { TItemDetail } from '@alma/shared/api/items';
import { useTranslation } from 'react-i18next';

/** The form's first section (doc 2 §2.1): what the donor is giving to. */
export function ProjectInfo({ item }: { item: TItemDetail }) {
  return (
    <section className="donate-card donate-project" data-testid="donate-project">
      <img className="donate-thumb" src={item.thumbnailImg} alt="" width={96} height={72} />
      <div className="donate-project-body">
        <h2 className="donate-project-name">{item.name}</h2>
        <p className="donate-project-intro">{item.intro}</p>
      </div>
    </section>
  );
}

/** Placeholders of the form's shape while its three reads load. */
export function DonateFormSkeleton() {
  return (
    <div aria-hidden="true" data-testid="donate-skeleton">
      <section className="donate-card donate-project">
        <div className="donate-thumb donate-skeleton" />
        <div className="donate-project-body">
          <div className="donate-skeleton donate-skeleton-line" />
          <div className="donate-skeleton donate-skeleton-line is-short" />
        </div>
      </section>
      <section className="donate-card">
        <div className="donate-skeleton donate-skeleton-line is-short" />
        <div className="donate-skeleton donate-skeleton-block" />
      </section>
    </div>
  );
}

/** isDonate 0: the project's reason and no way to submit (doc 1 §4 donate button). */
export function ClosedNotice({ item }: { item: TItemDetail }) {
  const { t } = useTranslation();
  return (
    <section className="alma-notice donate-closed" role="status" data-testid="donate-closed">
      <p>{item.noReason || t('donate.closed')}</p>
    </section>
  );
}
