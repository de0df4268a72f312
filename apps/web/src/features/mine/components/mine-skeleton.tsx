/** The personal centre's shape while the profile loads, so nothing jumps when it arrives. */
export function MineSkeleton() {
  return (
    <div className="mine-skeleton" data-testid="mine-skeleton" aria-hidden="true">
      <div className="mine-skeleton-profile">
        <span className="mine-skeleton-avatar" />
        <span className="mine-skeleton-line" />
      </div>
      <div className="mine-skeleton-block" />
      <div className="mine-skeleton-block is-tall" />
    </div>
  );
}
