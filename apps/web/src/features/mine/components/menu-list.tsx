import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MenuEntry } from '../model/mine-view.ts';

/** The personal centre's links, then entries that open a sheet rather than a screen (`children`). */
export function MenuList({ entries, children }: { entries: MenuEntry[]; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <nav className="mine-menu" data-testid="mine-menu">
      {entries.map((entry) => (
        <Link key={entry.route} className="mine-menu-item" to={`/${entry.route}`} data-route={entry.route}>
          <span>{t(`mine.menu.${entry.key}`)}</span>
          <span className="mine-menu-arrow" aria-hidden="true" />
        </Link>
      ))}
      {children}
    </nav>
  );
}
