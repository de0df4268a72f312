import type { TSeatStatusMap } from '@alma/shared/api/naming-activity';
import type {
  TMapArea,
  TMapBuilding,
  TMapDefinition,
  TMapPoint,
} from '@alma/shared/naming-map/map-definition';
import { memo, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/language.ts';
import { useElementSize } from '../../../lib/pan-zoom/use-element-size.ts';
import { usePanZoom } from '../../../lib/pan-zoom/use-pan-zoom.ts';
import { centredOn, coverStage } from '../../../lib/pan-zoom/view-math.ts';
import type { SearchHit } from '../model/find-item.ts';
import { firstViewOf } from '../model/first-view.ts';
import { labelsShown } from '../model/point-status.ts';
import { areaLayerHtml, buildingLayerHtml, pointLayerHtml } from './map-layer-html.ts';

type Props = {
  /** The map's name: a new one opens at its own first view. */
  name: string;
  map: TMapDefinition;
  statuses: TSeatStatusMap | undefined;
  /** All points drawn before the statuses arrive (the 500 ms reveal). */
  revealed: boolean;
  /** The point a search found (find my name): flown to once per search, marked until the next. */
  found: SearchHit | null;
  onArea: (area: TMapArea) => void;
  onPoint: (point: TMapPoint) => void;
  onBuilding: (building: TMapBuilding) => void;
};

/**
 * The map engine (doc 4 §4): the picture, and over it the area points with their hot outlines,
 * the trees (seats, bricks) and the buildings, in one layer that lib/pan-zoom moves by a CSS
 * transform. Nothing re-renders while the map moves; the points' markup is made once per map and
 * status list (map-layer-html.ts), and the numbers show or hide with one class from the
 * map's labelScale on.
 */
export function MapView({ name, map, statuses, revealed, found, onArea, onPoint, onBuilding }: Props) {
  const { t } = useTranslation();
  const viewportRef = useRef<HTMLElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const refs = useMemo(() => ({ viewport: viewportRef, content: contentRef }), []);
  const viewport = useElementSize(viewportRef);
  const stage = useMemo(
    () => (viewport ? coverStage({ width: map.width, height: map.height }, viewport, map.maxScale) : null),
    [map, viewport],
  );

  const handle = usePanZoom(refs, stage, name, {
    initial: (stage) => firstViewOf(map, stage),
    tapSelector: '[data-a],[data-p],[data-b]',
    onTap: (element) => {
      const area = element.getAttribute('data-a');
      const point = element.getAttribute('data-p');
      const building = element.getAttribute('data-b');
      if (area !== null) {
        const hit = map.areaList[Number(area)];
        if (hit) onArea(hit);
      } else if (point !== null) {
        const hit = map.treeList[Number(point)];
        if (hit) onPoint(hit);
      } else if (building !== null) {
        const hit = map.buildingList[Number(building)];
        if (hit) onBuilding(hit);
      }
    },
    onPaint: (view, scaleChanged) => {
      if (scaleChanged)
        contentRef.current?.classList.toggle('is-labelled', labelsShown(view.scale, map.labelScale));
    },
  });

  // A search flies to what it found once this map has measured its viewport and opened at its
  // first view (usePanZoom's layout effect, which runs before this one): a search from level 1
  // lands here while the map is still loading, and a phone may take several frames to lay it out.
  const flown = useRef(0);
  useLayoutEffect(() => {
    const current = handle.view();
    if (!found || found.search === flown.current || !stage || !current) return;
    flown.current = found.search;
    const scale = Math.max(current.scale, map.labelScale, Math.min(1, stage.max));
    handle.moveTo(centredOn(stage, found.point, scale), true);
  }, [found, stage, handle, map.labelScale]);

  const language = currentLanguage();
  const areas = useMemo(() => areaLayerHtml(map, language), [map, language]);
  const points = useMemo(() => pointLayerHtml(map, statuses, revealed), [map, statuses, revealed]);
  const buildings = useMemo(() => buildingLayerHtml(map, statuses, language), [map, statuses, language]);
  const drawn = stage !== null && (statuses !== undefined || revealed);
  // The bench (bench/campaign-map.ts) times the first render up to here: two frames after the
  // frame that drew the points, so they have been painted.
  useEffect(() => {
    if (!drawn) return;
    let second = 0;
    const first = requestAnimationFrame(() => {
      second = requestAnimationFrame(() =>
        performance.mark('campaign-map-drawn', { detail: { name, points: points.count } }),
      );
    });
    return () => {
      cancelAnimationFrame(first);
      cancelAnimationFrame(second);
    };
  }, [drawn, points, name]);

  return (
    <section
      ref={viewportRef}
      className="cm-viewport"
      aria-label={t('campaignMaps.mapLabel')}
      data-testid="campaign-map"
      data-map={name}
      data-points={drawn ? points.count : undefined}
    >
      {stage ? (
        <div ref={contentRef} className="cm-content" style={{ width: map.width, height: map.height }}>
          <img
            className="cm-picture"
            src={map.map}
            alt=""
            width={map.width}
            height={map.height}
            draggable={false}
            decoding="async"
          />
          <StaticLayer html={areas} className="cm-areas" />
          <StaticLayer html={points.html} className="cm-point-layer" />
          <StaticLayer html={buildings} className="cm-buildings" />
          {found ? (
            <span
              className="cm-found"
              style={{ left: found.point.x, top: found.point.y }}
              data-testid="campaign-map-found"
            />
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

/** Markup we make ourselves, every title escaped (map-layer-html.ts); replaced only when it changes. */
const StaticLayer = memo(function StaticLayer({ html, className }: { html: string; className: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: 2,000 points drawn in one parse
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
});
