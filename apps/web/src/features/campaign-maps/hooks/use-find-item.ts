import type { TMapDefinition } from '@alma/shared/naming-map/map-definition';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../lib/toast.ts';
import { searchSeat } from '../api/search-seat.ts';
import { findPoint, itemNumberOf, type SearchHit } from '../model/find-item.ts';
import { type PlaceStack, placeOfName, stackTo } from '../model/map-place.ts';

const TOAST_MS = 1000;

type Target = { map: string; seatId: number | null; id: number | null };

/**
 * Find my name (ours): an item number on the map in view flies there at once; anything else (a
 * donor's name, a number on another map) asks naming/activity/searchSeat, goes to the map that
 * shows the first match; the map view flies to the found point once it has laid that map out
 * (map-view.tsx), however long the map takes to load and measure itself.
 */
export function useFindItem(opts: {
  itemsId: number;
  area: string;
  name: string;
  map: TMapDefinition | undefined;
  show: (stack: PlaceStack) => void;
}) {
  const { t } = useTranslation();
  const { itemsId, area, name, map, show } = opts;
  const [target, setTarget] = useState<Target | null>(null);
  const [found, setFound] = useState<(SearchHit & { map: string }) | null>(null);

  useEffect(() => {
    if (!target || !map || target.map !== name) return;
    const point = findPoint(
      map,
      target.seatId !== null ? { seatId: target.seatId } : { id: target.id ?? -1 },
    );
    setTarget(null);
    if (point) setFound((last) => ({ map: name, point, search: (last?.search ?? 0) + 1 }));
  }, [target, map, name]);

  const find = async (keyword: string) => {
    const number = itemNumberOf(keyword);
    if (number !== null && map && findPoint(map, { id: number })) {
      setTarget({ map: name, seatId: null, id: number });
      return;
    }
    const matches = await searchSeat(itemsId, keyword).catch(() => []);
    const match = matches.find((one) => placeOfName(area, one.mapName) !== null);
    const place = match ? placeOfName(area, match.mapName) : null;
    if (!match || !place) {
      void showToast(t('campaignMaps.find.none', { keyword }), TOAST_MS);
      return;
    }
    if (match.mapName !== name) show(stackTo(area, place));
    setTarget({ map: match.mapName, seatId: match.seatId, id: null });
  };

  return { find, found: found && found.map === name ? (found as SearchHit) : null };
}
