/** The screen's shape while the project loads: the same cover box and line heights. */
export function DetailSkeleton() {
  return (
    <div aria-busy="true" data-testid="detail-loading">
      <div className="detail-cover detail-skeleton-block" />
      <section className="detail-summary" aria-hidden="true">
        <div className="detail-skeleton is-title" />
        <div className="detail-skeleton" />
        <div className="detail-skeleton is-short" />
      </section>
    </div>
  );
}
