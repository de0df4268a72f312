import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Find my name (ours): a donor's name or an item's number; the screen flies to what it finds. */
export function FindBox({ onFind }: { onFind: (keyword: string) => void }) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (keyword.trim() !== '') onFind(keyword.trim());
  };
  return (
    <form className="cm-find" onSubmit={submit}>
      <input
        type="search"
        className="cm-find-input"
        value={keyword}
        maxLength={40}
        enterKeyHint="search"
        placeholder={t('campaignMaps.find.placeholder')}
        aria-label={t('campaignMaps.find.placeholder')}
        data-testid="campaign-map-find"
        onChange={(event) => setKeyword(event.target.value)}
      />
      <button type="submit" className="cm-find-go" data-testid="campaign-map-find-go">
        {t('campaignMaps.find.go')}
      </button>
    </form>
  );
}
