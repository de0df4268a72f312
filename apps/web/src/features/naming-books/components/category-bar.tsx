import type { TBookCategory } from '@alma/shared/api/naming-books';
import { Picker } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollTabs } from '../../../components/scroll-tabs.tsx';

/** The tab key of every category. */
export const ALL_CATEGORIES = 'all';

type Props = {
  categories: TBookCategory[];
  active: string;
  onChange: (key: string) => void;
};

/** 全部 and the project's categories as tabs, and the same choice in a picker titled 类别筛选 (doc 4 §2.3). */
export function CategoryBar({ categories, active, onChange }: Props) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
  const items = [
    { key: ALL_CATEGORIES, title: t('bookList.all') },
    ...categories.map((category) => ({ key: String(category.id), title: category.title })),
  ];
  return (
    <div className="book-category-bar">
      <ScrollTabs items={items} active={active} onChange={onChange} label={t('bookList.categories')} />
      <button
        type="button"
        className="book-filter-button"
        aria-haspopup="dialog"
        aria-label={t('bookList.pickerTitle')}
        data-testid="book-category-filter"
        onClick={() => setPicking(true)}
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path d="M3 5h18l-7 8v6l-4 2v-8z" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
        <span>{t('bookList.filter')}</span>
      </button>
      <Picker
        visible={picking}
        title={t('bookList.pickerTitle')}
        confirmText={t('bookList.pickerConfirm')}
        cancelText={t('bookList.pickerCancel')}
        columns={[items.map((item) => ({ label: item.title, value: item.key }))]}
        value={[active]}
        popupClassName="book-category-picker"
        onClose={() => setPicking(false)}
        onConfirm={([key]) => {
          if (key !== null && key !== undefined) onChange(String(key));
        }}
      />
    </div>
  );
}
