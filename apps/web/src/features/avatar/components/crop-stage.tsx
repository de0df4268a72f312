import { useState } from 'react';
import Cropper from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { type Area, MAX_ZOOM, MIN_ZOOM, normaliseDegrees, ROTATE_STEP_DEG } from '../model/crop-geometry.ts';

/**
 * The cropper (react-easy-crop): drag to move, pinch or the slider to zoom, two fingers or the
 * buttons to turn. It reports the square the donor chose, in the turned picture's pixels.
 */
export function CropStage({
  url,
  rotation,
  onRotate,
  onArea,
}: {
  url: string;
  rotation: number;
  onRotate: (degrees: number) => void;
  onArea: (area: Area) => void;
}) {
  const { t } = useTranslation();
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(MIN_ZOOM);

  return (
    <>
      <div className="avatar-stage" data-testid="avatar-stage">
        <Cropper
          image={url}
          crop={crop}
          zoom={zoom}
          rotation={rotation}
          aspect={1}
          cropShape="round"
          showGrid={false}
          minZoom={MIN_ZOOM}
          maxZoom={MAX_ZOOM}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onRotationChange={(degrees) => onRotate(normaliseDegrees(degrees))}
          onCropComplete={(_, pixels) => onArea(pixels)}
        />
      </div>
      <p className="avatar-hint">{t('avatar.hint')}</p>
      <div className="avatar-tools">
        <button
          type="button"
          className="avatar-tool"
          aria-label={t('avatar.rotateLeft')}
          data-testid="avatar-rotate-left"
          onClick={() => onRotate(normaliseDegrees(rotation - ROTATE_STEP_DEG))}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path d="M7 4v5h5M7.5 9A7 7 0 1 1 5 15" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
        <input
          type="range"
          className="avatar-zoom"
          aria-label={t('avatar.zoom')}
          data-testid="avatar-zoom"
          min={MIN_ZOOM}
          max={MAX_ZOOM}
          step={0.01}
          value={zoom}
          onChange={(event) => setZoom(Number(event.target.value))}
        />
        <button
          type="button"
          className="avatar-tool"
          aria-label={t('avatar.rotateRight')}
          data-testid="avatar-rotate-right"
          onClick={() => onRotate(normaliseDegrees(rotation + ROTATE_STEP_DEG))}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path d="M17 4v5h-5M16.5 9A7 7 0 1 0 19 15" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
      </div>
    </>
  );
}
