import { useTranslation } from 'react-i18next';

/** The spec's currentIndex: 1 mobile and code, 2 account and password (doc 3 §2). */
export type LoginTab = 1 | 2;

const TABS: Array<{ index: LoginTab; key: 'mobile' | 'account' }> = [
  { index: 1, key: 'mobile' },
  { index: 2, key: 'account' },
];

export function LoginTabs({ active, onChange }: { active: LoginTab; onChange: (tab: LoginTab) => void }) {
  const { t } = useTranslation();
  return (
    <div className="login-tabs" role="tablist" aria-label={t('login.tabs.label')}>
      {TABS.map(({ index, key }) => (
        <button
          key={key}
          type="button"
          role="tab"
          aria-selected={active === index}
          className={active === index ? 'login-tab is-active' : 'login-tab'}
          onClick={() => onChange(index)}
        >
          {t(`login.tabs.${key}`)}
        </button>
      ))}
    </div>
  );
}
