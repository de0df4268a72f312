import type { TNameplateExample } from '@alma/shared/api/naming';
import type { NameplateText } from '@alma/shared/validation/nameplate';
import { useMemo } from 'react';
import './nameplate-preview.css';

/** The plate's own coordinate space: configData's x, y and widths are pixels of a 300×180 plate. */
export const NAMEPLATE_WIDTH = 300;
export const NAMEPLATE_HEIGHT = 180;

type Box = {
  field: string;
  placeholder: string;
  x: number;
  y: number;
  style: { color: string; fontSize: number; letterSpacing: number; lineHeight: number; width: number };
};

/** configData as staff wrote it (JSON text); a box that is not well formed is left out, never thrown. */
export function parseNameplateBoxes(configData: string): Box[] {
  try {
    const list: unknown = JSON.parse(configData);
    if (!Array.isArray(list)) return [];
    return list.filter(
      (box): box is Box =>
        typeof box === 'object' &&
        box !== null &&
        typeof box.field === 'string' &&
        Number.isFinite(box.x) &&
        Number.isFinite(box.y) &&
        typeof box.style === 'object' &&
        box.style !== null,
    );
  } catch {
    return [];
  }
}

const FIELDS = new Set(['donorName', 'donorIdentity', 'donationMessage']);

function textOf(box: Box, plate: NameplateText | null): { text: string; placeholder: boolean } {
  const value = FIELDS.has(box.field) && plate ? plate[box.field as keyof NameplateText].trim() : '';
  return value ? { text: value, placeholder: false } : { text: box.placeholder, placeholder: true };
}

/**
 * One nameplate drawn from the project's example (doc 2 §3, doc 4 §3): the background picture and
 * each configured text box at its place and in its style, holding the donor's text or, while that
 * is empty, the box's placeholder. `width` is the drawn width in CSS pixels; the plate scales.
 */
export function NameplatePreview({
  example,
  plate,
  width,
  label,
}: {
  example: Pick<TNameplateExample, 'bgImg' | 'configData'>;
  plate: NameplateText | null;
  width: number;
  label?: string;
}) {
  const boxes = useMemo(() => parseNameplateBoxes(example.configData), [example.configData]);
  const scale = width / NAMEPLATE_WIDTH;
  return (
    <figure
      className="nameplate-preview"
      style={{ width, height: NAMEPLATE_HEIGHT * scale }}
      data-testid="nameplate-preview"
      aria-label={label}
    >
      <div
        className="nameplate-preview-plate"
        style={{
          width: NAMEPLATE_WIDTH,
          height: NAMEPLATE_HEIGHT,
          transform: `scale(${scale})`,
          backgroundImage: example.bgImg ? `url("${example.bgImg}")` : undefined,
        }}
      >
        {boxes.map((box, index) => {
          const { text, placeholder } = textOf(box, plate);
          return (
            <span
              // Staff may list one field twice (two lines); order is their order.
              // biome-ignore lint/suspicious/noArrayIndexKey: boxes have no id and never reorder
              key={index}
              className={placeholder ? 'nameplate-box is-placeholder' : 'nameplate-box'}
              data-field={box.field}
              style={{
                left: box.x,
                top: box.y,
                width: box.style.width,
                color: box.style.color,
                fontSize: box.style.fontSize,
                letterSpacing: box.style.letterSpacing,
                lineHeight: `${box.style.lineHeight}px`,
              }}
            >
              {text}
            </span>
          );
        })}
      </div>
      {label ? <figcaption className="nameplate-preview-label">{label}</figcaption> : null}
    </figure>
  );
}
