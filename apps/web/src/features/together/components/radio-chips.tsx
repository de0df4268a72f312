export type RadioChip = { key: string; label: string; checked: boolean; onSelect: () => void };

/**
 * Options as tappable chips over real radio inputs, so the keyboard and screen readers work as
 * with any input (the slogans, the target chips and the no-target chip).
 */
export function RadioChips({
  name,
  options,
  column = false,
}: {
  name: string;
  options: RadioChip[];
  column?: boolean;
}) {
  return (
    <div className={column ? 'together-chips is-column' : 'together-chips'}>
      {options.map((option) => (
        <label key={option.key} className={option.checked ? 'together-chip is-checked' : 'together-chip'}>
          <input type="radio" name={name} checked={option.checked} onChange={option.onSelect} />
          <span>{option.label}</span>
        </label>
      ))}
    </div>
  );
}
