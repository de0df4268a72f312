import { AVATAR_ACCEPT } from '@alma/shared/validation/upload';
import { type ChangeEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { ApiError, NetworkError } from '../../../lib/api-client.ts';
import { showToast } from '../../../lib/toast.ts';
import { hasToken } from '../../../lib/token-store.ts';
import { useSaveAvatar } from '../api/save-avatar.ts';
import { renderCrop } from '../canvas/render-crop.ts';
import { CropStage } from '../components/crop-stage.tsx';
import { useChosenPicture } from '../hooks/use-chosen-picture.ts';
import { outputFileName, outputTypeFor } from '../model/avatar-file.ts';
import { type Area, AVATAR_RENDER_DELAY_MS } from '../model/crop-geometry.ts';
import '../messages.ts';
import '../avatar.css';

const TOAST_MS = 1000;
const ERROR_TOAST_MS = 2000;
const MINE = '/mine';

/** The avatar editor (route cut; doc 1 §2, §4; doc 3 §2); it needs a login, as mine does. */
export default function AvatarCutPage() {
  if (!hasToken()) return <Navigate to={`/login?redirect=${encodeURIComponent('/cut')}`} replace />;
  return <AvatarEditor />;
}

function AvatarEditor() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const { picture, choose } = useChosenPicture();
  const [rotation, setRotation] = useState(0);
  const [area, setArea] = useState<Area | null>(null);
  const [saving, setSaving] = useState(false);
  const save = useSaveAvatar();

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared, so choosing the same file again still reports a change.
    event.target.value = '';
    if (!file) return;
    const refusal = await choose(file);
    if (refusal) {
      void showToast(t(`avatar.${refusal}`), ERROR_TOAST_MS, 'fail');
      return;
    }
    setRotation(0);
    setArea(null);
  };

  const accept = async () => {
    if (!picture || !area || saving) return;
    setSaving(true);
    try {
      // Doc 1 §4: the crop is drawn 250 ms after accept (the saving state shows first).
      await new Promise((resolve) => setTimeout(resolve, AVATAR_RENDER_DELAY_MS));
      const type = outputTypeFor(picture.file);
      const drawn = await renderCrop(picture.image, area, rotation, type);
      await save.mutateAsync({ picture: drawn, fileName: outputFileName(type) });
      void showToast(t('avatar.saved'), TOAST_MS, 'success');
      navigate(MINE, { replace: true });
    } catch (error) {
      // The api client has shown the server's refusal or the network failure; a drawing failure is ours.
      if (!(error instanceof ApiError || error instanceof NetworkError)) {
        void showToast(t('avatar.failed'), ERROR_TOAST_MS, 'fail');
      }
      setSaving(false);
    }
  };

  return (
    <main className="avatar-page" data-testid="avatar-cut-page">
      <input
        ref={input}
        type="file"
        accept={AVATAR_ACCEPT}
        hidden
        data-testid="avatar-file"
        onChange={(event) => void onFile(event)}
      />
      {picture ? (
        <CropStage
          key={picture.url}
          url={picture.url}
          rotation={rotation}
          onRotate={setRotation}
          onArea={setArea}
        />
      ) : (
        <div className="avatar-empty">
          <button
            type="button"
            className="alma-button is-primary"
            data-testid="avatar-choose"
            onClick={() => input.current?.click()}
          >
            {t('avatar.choose')}
          </button>
          <p className="avatar-formats">{t('avatar.formats')}</p>
        </div>
      )}
      <div className="avatar-actions">
        <button
          type="button"
          className="avatar-action"
          data-testid="avatar-cancel"
          disabled={saving}
          onClick={() => navigate(MINE, { replace: true })}
        >
          {t('avatar.cancel')}
        </button>
        {picture ? (
          <button
            type="button"
            className="avatar-action"
            disabled={saving}
            onClick={() => input.current?.click()}
          >
            {t('avatar.chooseAgain')}
          </button>
        ) : null}
        <button
          type="button"
          className="avatar-action is-primary"
          data-testid="avatar-accept"
          disabled={!picture || !area || saving}
          onClick={() => void accept()}
        >
          {saving ? t('avatar.saving') : t('avatar.accept')}
        </button>
      </div>
    </main>
  );
}
