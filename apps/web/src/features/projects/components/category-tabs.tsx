import { useTranslation } from 'react-i18next';
import { ScrollTabs } from '../../../components/scroll-tabs.tsx';
import { useItemTypes } from '../api/get-item-types.ts';

export const ALL_TAB = 'all';

/** Category tabs with 'all' first (doc 1 §2). */
export function CategoryTabs({ active, onChange }: { active: string; onChange: (key: string) => void }) {
  const { t } = useTranslation();
  const types = useItemTypes();
  const items = [
    { key: ALL_TAB, title: t('projects.all') },
    ...(types.data ?? []).map((type) => ({ key: String(type.id), title: type.name })),
  ];
  return <ScrollTabs items={items} active={active} onChange={onChange} label={t('route.subject')} />;
}
