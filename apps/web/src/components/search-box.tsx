import { type FormEvent, useState } from 'react';

/**
 * A search field that searches on Enter (the phone keyboard's search key) and on clear; `onType`
 * hears every change, for a screen that also searches as the donor types. `maxLength` stops the
 * text at what the server takes. Plain markup rather than antd-mobile's SearchBar keeps the list
 * screen's first load small.
 */
export function SearchBox({
  placeholder,
  initial,
  onSearch,
  onType,
  maxLength,
}: {
  placeholder: string;
  initial: string;
  onSearch: (value: string) => void;
  onType?: (value: string) => void;
  maxLength?: number;
}) {
  const [value, setValue] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    (document.activeElement as HTMLElement | null)?.blur();
    onSearch(value.trim());
  };
  return (
    <form className="alma-search" action="" onSubmit={submit}>
      <svg className="alma-search-icon" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
        <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M16.5 16.5 21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <input
        type="search"
        enterKeyHint="search"
        value={value}
        placeholder={placeholder}
        aria-label={placeholder}
        maxLength={maxLength}
        onChange={(event) => {
          setValue(event.target.value);
          onType?.(event.target.value);
          if (event.target.value === '') onSearch('');
        }}
      />
    </form>
  );
}
