import { NAMEPLATE_MESSAGE_MAX, type NameplateText } from '@alma/shared/validation/nameplate';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { charCount, type PlateField } from '../model/plate-editor.ts';

type Props = {
  title: string;
  plate: NameplateText;
  /** The alumni label ('校友'), offered as a one-tap identity. */
  alumniLabel: string;
  onChange: (field: PlateField, value: string) => void;
};

/**
 * The plate's three texts (doc 2 §2.3). The message is not cut at 20 characters while typing (an
 * input method's half-composed text would be cut too); the counter turns red and 确定 refuses it.
 * The caps here only stop a paste of a whole page.
 */
export function PlateFields({ title, plate, alumniLabel, onChange }: Props) {
  const { t } = useTranslation();
  const identityId = useId();
  const count = charCount(plate.donationMessage);
  const over = count > NAMEPLATE_MESSAGE_MAX;
  return (
    <section className="nameplate-card" data-testid="nameplate-fields">
      <h2 className="nameplate-card-title" data-testid="nameplate-fields-title">
        {title}
      </h2>
      <label className="nameplate-field">
        <span className="nameplate-label">{t('nameplate.edit.donorName')}</span>
        <input
          className="nameplate-input"
          value={plate.donorName}
          maxLength={50}
          placeholder={t('nameplate.edit.donorNamePlaceholder')}
          onChange={(event) => onChange('donorName', event.target.value)}
          data-testid="nameplate-donor-name"
        />
      </label>
      <div className="nameplate-field">
        <label className="nameplate-label" htmlFor={identityId}>
          {t('nameplate.edit.donorIdentity')}
        </label>
        <div className="nameplate-input-row">
          <input
            id={identityId}
            className="nameplate-input"
            value={plate.donorIdentity}
            maxLength={50}
            placeholder={t('nameplate.edit.donorIdentityPlaceholder')}
            onChange={(event) => onChange('donorIdentity', event.target.value)}
            data-testid="nameplate-donor-identity"
          />
          {plate.donorIdentity.trim() !== alumniLabel ? (
            <button
              type="button"
              className="nameplate-quick"
              onClick={() => onChange('donorIdentity', alumniLabel)}
              data-testid="nameplate-use-alumni"
            >
              {t('nameplate.edit.useAlumni', { label: alumniLabel })}
            </button>
          ) : null}
        </div>
      </div>
      <label className="nameplate-field">
        <span className="nameplate-label">{t('nameplate.edit.message')}</span>
        <textarea
          className="nameplate-input nameplate-textarea"
          rows={2}
          value={plate.donationMessage}
          maxLength={200}
          placeholder={t('nameplate.edit.messagePlaceholder')}
          onChange={(event) => onChange('donationMessage', event.target.value)}
          data-testid="nameplate-message"
        />
        <span
          className={over ? 'nameplate-count is-over' : 'nameplate-count'}
          data-testid="nameplate-message-count"
        >
          {t('nameplate.edit.messageCount', { count, max: NAMEPLATE_MESSAGE_MAX })}
        </span>
      </label>
    </section>
  );
}
