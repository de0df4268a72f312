import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MenuEntry } from '../rules/mine-view.ts';

/** The personal centre's links; the screens behind them come in later issues. */
export function MenuList({ entries }: { entries: MenuEntry[] }) {
  const { t } = useTranslation();
  return (
    <nav className="mine-menu" data-testid="mine-menu">
      {entries.map((entry) => (
        <Link key={entry.route} className="mine-menu-item" to={`/${entry.route}`} data-route={entry.route}>
          <span>{t(`mine.menu.${entry.key}`)}</span>
          <span className="mine-menu-arrow" aria-hidden="true" />
        </Link>
      ))}
    </nav>
  );
}
