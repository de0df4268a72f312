export type TabItem = { key: string; title: string };

/** A horizontally scrolling tab bar of fixed height (no shift when the titles arrive). */
export function ScrollTabs({
  items,
  active,
  onChange,
  label,
}: {
  items: TabItem[];
  active: string;
  onChange: (key: string) => void;
  label: string;
}) {
  return (
    <div className="alma-tabs" role="tablist" aria-label={label}>
      {items.map((item) => (
        <button
          key={item.key}
          type="button"
          role="tab"
          aria-selected={item.key === active}
          className={item.key === active ? 'alma-tab is-active' : 'alma-tab'}
          onClick={() => onChange(item.key)}
        >
          {item.title}
        </button>
      ))}
    </div>
  );
}
