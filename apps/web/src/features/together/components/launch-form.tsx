import type { TLaunchDetail } from '@alma/shared/api/together';
import { SLOGAN_MAX_LENGTH, SPONSOR_MAX_LENGTH } from '@alma/shared/validation/together-launch';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { permissionOfError } from '../../../lib/donate-permission.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { showToast } from '../../../lib/toast.ts';
import { useInsertTogether } from '../api/insert-together.ts';
import {
  checkLaunchForm,
  initialLaunchState,
  LAUNCH_TOAST_MS,
  type LaunchFormState,
  launchBody,
  launchProblemText,
} from '../model/launch-form.ts';
import { RadioChips } from './radio-chips.tsx';
import { TargetChooser } from './target-chooser.tsx';

type Props = {
  detail: TLaunchDetail;
  nickname: string | undefined;
  /** A non-alumnus (checked again by the server when launching). */
  refused: boolean;
  onNotAlumni: () => void;
};

/** Sponsor, slogan, target and "发起一起捐" (doc 2 §2.7, §5); the shared rule runs before sending. */
export function LaunchForm({ detail, nickname, refused, onNotAlumni }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const insert = useInsertTogether();
  const [state, setState] = useState<LaunchFormState>(() => initialLaunchState(detail, nickname));
  const update = (values: Partial<LaunchFormState>) => setState((current) => ({ ...current, ...values }));

  const submit = () => {
    if (refused) return onNotAlumni();
    const check = checkLaunchForm(state, detail);
    if (!check.ok) return void showToast(launchProblemText(currentLanguage(), check), LAUNCH_TOAST_MS);
    insert.mutate(launchBody(state, detail), {
      onSuccess: ({ id }) => navigate(`/together-share?id=${id}`, { replace: true }),
      // Other refusals were toasted by the api client.
      onError: (error) => {
        if (permissionOfError(error) === 'notAlumni') onNotAlumni();
      },
    });
  };

  return (
    <form
      className="together-form"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label className="together-field">
        <span className="together-label">{t('together.launch.sponsor')}</span>
        <input
          className="together-input"
          value={state.sponsor}
          maxLength={SPONSOR_MAX_LENGTH}
          placeholder={t('together.launch.sponsorPlaceholder')}
          data-testid="together-sponsor-input"
          onChange={(event) => update({ sponsor: event.target.value })}
        />
      </label>
      {detail.sloganList.length > 0 ? (
        <fieldset className="together-field">
          <legend>{t('together.launch.slogan')}</legend>
          <RadioChips
            name="together-slogan"
            column
            options={detail.sloganList.map((slogan) => ({
              key: slogan,
              label: slogan,
              checked: state.slogan === slogan,
              onSelect: () => update({ slogan }),
            }))}
          />
        </fieldset>
      ) : (
        <label className="together-field">
          <span className="together-label">{t('together.launch.slogan')}</span>
          <textarea
            className="together-input"
            rows={2}
            value={state.slogan}
            maxLength={SLOGAN_MAX_LENGTH}
            placeholder={t('together.launch.sloganPlaceholder')}
            onChange={(event) => update({ slogan: event.target.value })}
          />
        </label>
      )}
      <TargetChooser detail={detail} target={state.target} onChange={(target) => update({ target })} />
      <button
        type="submit"
        className="alma-button is-primary together-submit"
        disabled={insert.isPending}
        data-testid="together-launch-submit"
      >
        {insert.isPending ? t('together.launch.submitting') : t('together.launch.submit')}
      </button>
    </form>
  );
}
