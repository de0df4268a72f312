import { hasOwnFirstView, mapFirstView, PHONE_SCREEN } from '@alma/shared/naming-map/first-view';
import type { TMapDefinition } from '@alma/shared/naming-map/map-definition';
import { Typography } from 'antd';
import { type CSSProperties, memo } from 'react';
import { useTranslation } from 'react-i18next';

/** The donor's map page has a slim bar (back, caption, search) over the map: about this tall. */
export const PHONE_BAR_HEIGHT = 48;
export const PHONE_MAP_VIEWPORT = {
  width: PHONE_SCREEN.width,
  height: PHONE_SCREEN.height - PHONE_BAR_HEIGHT,
};

type Props = { draft: TMapDefinition };

const label: CSSProperties = {
  position: 'absolute',
  whiteSpace: 'nowrap',
  color: '#fff',
  lineHeight: 1.3,
};

/**
 * How the map opens on a 390×844 phone: the picture and its points drawn as the donor's map draws
 * them (trees 28 px across, buildings and areas as their own labels) at the first view the phone computes
 * (packages/shared/naming-map/first-view.ts), the draft's own view or one made from its points.
 */
export function PhonePreview({ draft }: Props) {
  const { t } = useTranslation();
  const view = mapFirstView(draft, PHONE_MAP_VIEWPORT);
  const shown = {
    scale: Math.round(view.scale * 1000) / 1000,
    left: Math.round(view.x),
    top: Math.round(view.y),
  };
  return (
    <div>
      <div
        data-testid="phone-preview"
        style={{
          width: PHONE_SCREEN.width,
          height: PHONE_SCREEN.height,
          border: '10px solid #1f1f1f',
          borderRadius: 28,
          overflow: 'hidden',
          background: '#eef3ea',
          boxSizing: 'content-box',
        }}
      >
        <div
          style={{
            height: PHONE_BAR_HEIGHT,
            display: 'flex',
            alignItems: 'center',
            gap: 8,
            padding: '0 10px',
            background: '#fff',
            boxShadow: '0 1px 3px rgb(0 0 0 / 8%)',
            boxSizing: 'border-box',
          }}
        >
          <span style={{ color: '#b0232a' }}>{t('namingMaps.phone.back')}</span>
          <strong>{draft.title}</strong>
        </div>
        <div
          data-testid="phone-preview-map"
          style={{ position: 'relative', overflow: 'hidden', ...PHONE_MAP_VIEWPORT }}
        >
          <div
            style={{
              position: 'absolute',
              left: 0,
              top: 0,
              width: draft.width,
              height: draft.height,
              transformOrigin: '0 0',
              transform: `translate(${-view.x}px, ${-view.y}px) scale(${view.scale})`,
              pointerEvents: 'none',
            }}
          >
            <img src={draft.map} alt="" width={draft.width} height={draft.height} draggable={false} />
            <Points draft={draft} />
          </div>
        </div>
      </div>
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }} data-testid="phone-preview-view">
        {t(hasOwnFirstView(draft) ? 'namingMaps.phone.set' : 'namingMaps.phone.auto', shown)}
      </Typography.Paragraph>
    </div>
  );
}

/** The points in map px, under the view's transform (as the donor's map layers are). */
const Points = memo(function Points({ draft }: Props) {
  return (
    <>
      {draft.areaList.map((area, index) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: an area point's place in the list is its identity (ids may repeat).
          key={`area-${index}`}
          data-testid="phone-preview-area"
          style={{
            ...label,
            left: area.x,
            top: area.y,
            transform: 'translate(-50%, -50%)',
            padding: '6px 14px',
            borderRadius: 18,
            background: 'rgb(176 35 42 / 88%)',
            fontSize: 24,
          }}
        >
          {area.title}
        </span>
      ))}
      {draft.treeList.map((point) => (
        <span
          key={point.seatId}
          data-testid="phone-preview-point"
          data-no={point.id}
          style={{
            position: 'absolute',
            left: point.x,
            top: point.y,
            width: 28,
            height: 28,
            margin: '-14px 0 0 -14px',
            boxSizing: 'border-box',
            borderRadius: draft.pointKind === 'tree' ? '50%' : 5,
            border: '2px solid #fff',
            background: '#2e9b4f',
          }}
        />
      ))}
      {draft.buildingList
        .filter((building) => !building.isHide)
        .map((building) => (
          <span
            key={building.seatId}
            data-testid="phone-preview-building"
            style={{
              ...label,
              left: building.x,
              top: building.y,
              transform: 'translate(-50%, -100%)',
              padding: '6px 12px',
              borderRadius: 6,
              background: 'rgb(40 62 110 / 90%)',
              fontSize: 22,
            }}
          >
            {building.title || String(building.id)}
          </span>
        ))}
    </>
  );
});
