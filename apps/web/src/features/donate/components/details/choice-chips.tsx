type Choice = { id: string; title: string };

type Props = {
  name: string;
  label: string;
  choices: readonly Choice[];
  /** One id for single choice, several for multi-choice. */
  chosen: readonly string[];
  multiple?: boolean;
  onChange: (chosen: string[]) => void;
  testId?: string;
};

/**
 * Options as tappable chips over real radio or checkbox inputs, so the keyboard, screen readers
 * and a disabled fieldset all work as with any input.
 */
export function ChoiceChips({ name, label, choices, chosen, multiple = false, onChange, testId }: Props) {
  return (
    <fieldset className="donate-choices" data-testid={testId}>
      <legend className="alma-visually-hidden">{label}</legend>
      {choices.map((choice) => {
        const checked = chosen.includes(choice.id);
        return (
          <label key={choice.id} className={checked ? 'donate-choice is-checked' : 'donate-choice'}>
            <input
              type={multiple ? 'checkbox' : 'radio'}
              name={name}
              value={choice.id}
              checked={checked}
              onChange={() => {
                if (!multiple) onChange([choice.id]);
                else onChange(checked ? chosen.filter((id) => id !== choice.id) : [...chosen, choice.id]);
              }}
            />
            <span>{choice.title}</span>
          </label>
        );
      })}
    </fieldset>
  );
}
