import { NAMEPLATE_PLATE, type TNameplateTemplateWrite } from '@alma/shared/admin-api/naming-inventory';
import { useTranslation } from 'react-i18next';

/**
 * The plate as the donor app draws it (apps/web components/nameplate-preview): a 300 × 180 plate
 * with the background picture and each box at its place in its style, scaled to `width`. Sample
 * words stand in for the donor's.
 */
export function NameplatePreview({
  template,
  width = 420,
}: {
  template: Pick<TNameplateTemplateWrite, 'bgImg' | 'configData'>;
  width?: number;
}) {
  const { t } = useTranslation();
  const scale = width / NAMEPLATE_PLATE.width;
  return (
    <div
      style={{
        width,
        height: NAMEPLATE_PLATE.height * scale,
        overflow: 'hidden',
        border: '1px solid #f0f0f0',
      }}
      data-testid="nameplate-preview"
    >
      <div
        style={{
          position: 'relative',
          width: NAMEPLATE_PLATE.width,
          height: NAMEPLATE_PLATE.height,
          transform: `scale(${scale})`,
          transformOrigin: '0 0',
          background: template.bgImg ? `center / cover no-repeat url("${template.bgImg}")` : '#faf6ee',
        }}
      >
        {(template.configData ?? []).map((box, index) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: boxes have no id; their order is the list's
            key={index}
            data-field={box?.field}
            style={{
              position: 'absolute',
              left: box?.x ?? 0,
              top: box?.y ?? 0,
              width: box?.style?.width ?? 100,
              color: box?.style?.color,
              fontSize: box?.style?.fontSize,
              letterSpacing: box?.style?.letterSpacing,
              lineHeight: `${box?.style?.lineHeight ?? 16}px`,
              whiteSpace: 'pre-wrap',
              wordBreak: 'break-all',
            }}
          >
            {t(`namingInventory.nameplate.sample.${box?.field}`, { defaultValue: box?.placeholder ?? '' })}
          </span>
        ))}
      </div>
    </div>
  );
}

/** The nameplate detail page's card: its colour, the faint word, and the picture at its foot. */
export function DetailLookPreview({ look }: { look: TNameplateTemplateWrite['detailConfig'] }) {
  return (
    <div
      style={{
        width: 240,
        padding: 16,
        borderRadius: 8,
        background: look?.bg_img ? `center / cover no-repeat url("${look.bg_img}")` : '#f5f5f5',
      }}
      data-testid="detail-look-preview"
    >
      <div
        style={{ background: look?.bg_color || '#fff', borderRadius: 6, padding: 12, position: 'relative' }}
      >
        <div style={{ fontSize: 28, opacity: 0.12, fontWeight: 700, textAlign: 'center' }}>
          {look?.bg_word}
        </div>
        <div style={{ height: 8, background: '#0000000f', margin: '8px 0' }} />
        <div style={{ height: 8, background: '#0000000f', width: '70%' }} />
        {look?.bottom_img ? (
          <img
            src={look.bottom_img}
            alt=""
            style={{ display: 'block', margin: '12px auto 0', maxHeight: 40 }}
          />
        ) : null}
      </div>
    </div>
  );
}
