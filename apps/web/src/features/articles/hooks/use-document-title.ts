import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Names the page after what it shows (doc 3 §2: the list's `title`, the article's own title).
 * RoutePage names every page after its route in an effect of its own, which runs after this one
 * when both happen in one commit (an article already in the cache, a language switch); the title
 * is set again once that commit is done, so the screen's name is the one that stays.
 */
export function useDocumentTitle(title: string): void {
  const { i18n } = useTranslation();
  const language = i18n.language;
  // biome-ignore lint/correctness/useExhaustiveDependencies: RoutePage renames the page when the language changes.
  useEffect(() => {
    if (!title) return;
    document.title = title;
    const again = setTimeout(() => {
      document.title = title;
    }, 0);
    return () => clearTimeout(again);
  }, [title, language]);
}
