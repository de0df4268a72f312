import type { THomeEntry } from '@alma/shared/api/home';
import { useTranslation } from 'react-i18next';
import { listLinkTarget, useOpenListLink } from '../../../lib/list-link.ts';

/**
 * Entry tiles: a picture (or the title's first character on the theme colour) over a short title,
 * four to a row. A tile opens by the linkUrl rule; one that leads nowhere is not a button.
 */
export function EntryTiles({ tiles }: { tiles: THomeEntry[] }) {
  const { t } = useTranslation();
  const open = useOpenListLink();
  if (tiles.length === 0) return null;
  return (
    <nav className="home-tiles" aria-label={t('home.tiles')} data-testid="home-tiles">
      {tiles.map((tile) => {
        const target = listLinkTarget(tile.linkUrl, tile.itemsId);
        return (
          <button
            key={tile.id}
            type="button"
            className="home-tile"
            disabled={target === null}
            onClick={() => open(target)}
            title={tile.intro || undefined}
            data-testid="home-tile"
          >
            {tile.src ? (
              <img className="home-tile-icon" src={tile.src} alt="" width={44} height={44} />
            ) : (
              <span className="home-tile-icon is-letter" aria-hidden="true">
                {Array.from(tile.title)[0] ?? ''}
              </span>
            )}
            <span className="home-tile-title" data-testid="home-tile-title">
              {tile.title}
            </span>
          </button>
        );
      })}
    </nav>
  );
}
