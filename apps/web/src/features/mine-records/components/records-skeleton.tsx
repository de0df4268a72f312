const SKELETON_KEYS = ['a', 'b', 'c', 'd'];

/** Rows of the list's shape while the first page loads, so nothing jumps when it arrives. */
export function RecordsSkeleton() {
  return (
    <ul className="records-rows" aria-busy="true" data-testid="records-loading">
      {SKELETON_KEYS.map((key) => (
        <li key={key} className="records-row is-skeleton" aria-hidden="true">
          <span className="records-skeleton-thumb" />
          <span className="records-skeleton-lines">
            <span className="records-skeleton-line" />
            <span className="records-skeleton-line is-short" />
          </span>
        </li>
      ))}
    </ul>
  );
}
