/** A thin bar filled to `percent` (0–100), named for screen readers. */
export function ProgressBar({ percent, label, testId }: { percent: number; label: string; testId?: string }) {
  return (
    <div
      className="gd-bar"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      data-testid={testId}
    >
      <span className="gd-bar-fill" style={{ width: `${percent}%` }} />
    </div>
  );
}
