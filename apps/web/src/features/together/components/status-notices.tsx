import { useTranslation } from 'react-i18next';

/** Grey blocks in the shape of what loads, so the page does not jump when it arrives. */
export function TogetherSkeleton({ blocks = 3 }: { blocks?: number }) {
  const { t } = useTranslation();
  return (
    <div className="together-skeleton" role="status" aria-busy="true" aria-label={t('common.loading')}>
      <div className="together-shimmer together-skeleton-head" />
      {Array.from({ length: blocks }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with nothing else to key on
        <div key={index} className="together-shimmer together-skeleton-block" />
      ))}
    </div>
  );
}
