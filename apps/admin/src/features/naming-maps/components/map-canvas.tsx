import type { TMapDefinition } from '@alma/shared/naming-map/map-definition';
import { memo, type PointerEvent, useCallback, useRef, useState } from 'react';
import { type TPointListName, type TSelection, toMapPoint } from '../model/map-draft.ts';

export type TEditMode = 'select' | 'place' | 'area' | 'hot';

type Props = {
  draft: TMapDefinition;
  selection: TSelection;
  mode: TEditMode;
  /** Screen pixels per map pixel. */
  zoom: number;
  editable: boolean;
  /** The title of the map an area point leads to (an untitled area point is drawn with it). */
  nextTitleOf: (next: string) => string | null;
  onSelect: (selection: TSelection) => void;
  onMove: (selection: NonNullable<TSelection>, x: number, y: number) => void;
  /** A click on the picture itself (not on a point) in a placing or drawing mode, in map pixels. */
  onPick: (x: number, y: number) => void;
};

const COLOURS: Record<TPointListName, string> = {
  treeList: '#2e7d32',
  buildingList: '#1565c0',
  areaList: '#ef6c00',
};

type MarkerProps = {
  list: TPointListName;
  index: number;
  x: number;
  y: number;
  label: string;
  /** Numbers are drawn where they can be read: zoomed in, or on a map of few points. */
  showLabel: boolean;
  selected: boolean;
  size: number;
  onDown: (list: TPointListName, index: number, event: PointerEvent<SVGGElement>) => void;
};

/** One point; memoised so dragging one of 5,000 redraws only that one. */
const Marker = memo(function Marker({
  list,
  index,
  x,
  y,
  label,
  showLabel,
  selected,
  size,
  onDown,
}: MarkerProps) {
  const colour = COLOURS[list];
  return (
    <g
      data-testid={`point-${list}-${index}`}
      data-no={label}
      onPointerDown={(event) => onDown(list, index, event)}
      style={{ cursor: 'pointer' }}
    >
      {list === 'buildingList' ? (
        <rect x={x - size} y={y - size} width={size * 2} height={size * 2} fill={colour} fillOpacity={0.85} />
      ) : (
        <circle cx={x} cy={y} r={size} fill={colour} fillOpacity={0.85} />
      )}
      {selected && (
        <circle cx={x} cy={y} r={size * 1.8} fill="none" stroke="#d32f2f" strokeWidth={size / 3} />
      )}
      {(showLabel || selected) && (
        <text
          x={x}
          y={y - size * 1.4}
          fontSize={size * 1.5}
          textAnchor="middle"
          fill="#111"
          stroke="#fff"
          strokeWidth={size / 4}
          paintOrder="stroke"
        >
          {label}
        </text>
      )}
    </g>
  );
});

/**
 * The picture with its points drawn over it (an SVG in map pixels over the <img>): trees, seats and
 * bricks as green dots, buildings as blue squares, area points orange with their hot outline.
 * Dragging a point moves it; a click on the picture places or draws, by mode.
 */
export function MapCanvas(props: Props) {
  const { draft, selection, mode, zoom, editable, nextTitleOf, onSelect, onMove, onPick } = props;
  const svg = useRef<SVGSVGElement>(null);
  const [dragging, setDragging] = useState<NonNullable<TSelection> | null>(null);
  const width = draft.width * zoom;
  const height = draft.height * zoom;
  // Markers keep their size on screen whatever the zoom.
  const size = 7 / zoom;
  const showLabels = zoom >= 0.75 || draft.treeList.length + draft.buildingList.length <= 300;

  const mapPointOf = (event: PointerEvent) => {
    const box = svg.current?.getBoundingClientRect();
    if (!box) return null;
    return toMapPoint({ x: event.clientX, y: event.clientY }, box, draft);
  };

  const onDown = useCallback(
    (list: TPointListName, index: number, event: PointerEvent<SVGGElement>) => {
      event.stopPropagation();
      onSelect({ list, index });
      if (editable && mode === 'select') {
        setDragging({ list, index });
        svg.current?.setPointerCapture(event.pointerId);
      }
    },
    [editable, mode, onSelect],
  );

  const cursor = editable && mode !== 'select' ? 'crosshair' : 'default';
  const isSelected = (list: TPointListName, index: number) =>
    selection?.list === list && selection.index === index;

  return (
    <div
      style={{ overflow: 'auto', maxHeight: '72vh', border: '1px solid #e5e5e5', background: '#fafafa' }}
      data-testid="map-canvas"
    >
      <div style={{ position: 'relative', width, height }}>
        <img
          src={draft.map}
          alt=""
          draggable={false}
          style={{ position: 'absolute', inset: 0, width, height, userSelect: 'none' }}
        />
        <svg
          ref={svg}
          viewBox={`0 0 ${draft.width} ${draft.height}`}
          width={width}
          height={height}
          style={{ position: 'absolute', inset: 0, cursor, touchAction: 'none' }}
          onPointerMove={(event) => {
            if (!dragging) return;
            const at = mapPointOf(event);
            if (at) onMove(dragging, at.x, at.y);
          }}
          onPointerUp={() => setDragging(null)}
          onPointerCancel={() => setDragging(null)}
          data-testid="map-surface"
        >
          <title>{draft.title || 'map'}</title>
          <rect
            width={draft.width}
            height={draft.height}
            fill="transparent"
            data-testid="map-background"
            onPointerDown={(event) => {
              const at = mapPointOf(event);
              if (editable && mode !== 'select' && at) onPick(at.x, at.y);
              else onSelect(null);
            }}
          />
          {draft.areaList.map((area, index) =>
            area.hot.length > 1 ? (
              <polygon
                // biome-ignore lint/suspicious/noArrayIndexKey: an area point's place in the list is its identity (ids may repeat).
                key={`hot-${index}`}
                points={area.hot.map(([x, y]) => `${x},${y}`).join(' ')}
                fill={COLOURS.areaList}
                fillOpacity={isSelected('areaList', index) ? 0.3 : 0.15}
                stroke={COLOURS.areaList}
                strokeWidth={size / 3}
                pointerEvents="none"
              />
            ) : null,
          )}
          {draft.areaList.map((area, index) => (
            <Marker
              // biome-ignore lint/suspicious/noArrayIndexKey: an area point's place in the list is its identity (ids may repeat).
              key={`area-${index}`}
              list="areaList"
              index={index}
              x={area.x}
              y={area.y}
              label={area.title || nextTitleOf(area.next) || String(area.id)}
              showLabel
              selected={isSelected('areaList', index)}
              size={size * 1.2}
              onDown={onDown}
            />
          ))}
          {draft.buildingList.map((point, index) => (
            <Marker
              key={`building-${point.seatId}`}
              list="buildingList"
              index={index}
              x={point.x}
              y={point.y}
              label={point.title || String(point.id)}
              showLabel={showLabels}
              selected={isSelected('buildingList', index)}
              size={size}
              onDown={onDown}
            />
          ))}
          {draft.treeList.map((point, index) => (
            <Marker
              key={`tree-${point.seatId}`}
              list="treeList"
              index={index}
              x={point.x}
              y={point.y}
              label={String(point.id)}
              showLabel={showLabels}
              selected={isSelected('treeList', index)}
              size={size}
              onDown={onDown}
            />
          ))}
        </svg>
      </div>
    </div>
  );
}
