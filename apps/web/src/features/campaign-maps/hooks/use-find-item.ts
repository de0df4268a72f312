import type { TMapDefinition } from '@alma/shared/naming-map/map-definition';
import { type RefObject, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Point } from '../../../lib/pan-zoom/view-math.ts';
import { showToast } from '../../../lib/toast.ts';
import { searchSeat } from '../api/search-seat.ts';
import type { MapControl } from '../components/map-view.tsx';
import { findPoint, itemNumberOf } from '../model/find-item.ts';
import { type PlaceStack, placeOfName, stackTo } from '../model/map-place.ts';

const TOAST_MS = 1000;

type Target = { map: string; seatId: number | null; id: number | null };

/**
 * Find my name (ours): an item number on the map in view flies there at once; anything else (a
 * donor's name, a number on another map) asks naming/activity/searchSeat, goes to the map that
 * shows the first match and flies to it once that map is drawn.
 */
export function useFindItem(opts: {
  itemsId: number;
  area: string;
  name: string;
  map: TMapDefinition | undefined;
  control: RefObject<MapControl | null>;
  show: (stack: PlaceStack) => void;
}) {
  const { t } = useTranslation();
  const { itemsId, area, name, map, control, show } = opts;
  const [target, setTarget] = useState<Target | null>(null);
  const [found, setFound] = useState<{ map: string; point: Point } | null>(null);

  useEffect(() => {
    if (!target || !map || target.map !== name) return;
    const point = findPoint(
      map,
      target.seatId !== null ? { seatId: target.seatId } : { id: target.id ?? -1 },
    );
    setTarget(null);
    if (!point) return;
    setFound({ map: name, point });
    // After the frame that lays the map out (a map just opened measures its viewport first).
    const frame = requestAnimationFrame(() => control.current?.flyTo(point));
    return () => cancelAnimationFrame(frame);
  }, [target, map, name, control]);

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

  return { find, found: found && found.map === name ? found.point : null };
}
