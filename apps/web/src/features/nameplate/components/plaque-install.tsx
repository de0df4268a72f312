import type { TNameplateInstall } from '@alma/shared/api/nameplate-install';
import { INSTALL_STATES } from '@alma/shared/api/naming-activity';
import { trimWireDate } from '@alma/shared/dates/wire-date';
import { useTranslation } from 'react-i18next';

/** The plaque's progress under the nameplate (issue 14): the three steps, the date, the photo. */
export function PlaqueInstall({ install }: { install: NonNullable<TNameplateInstall> }) {
  const { t } = useTranslation();
  const reached = INSTALL_STATES.indexOf(install.state);
  return (
    <section className="nameplate-install" data-testid="nameplate-install" data-state={install.state}>
      <h2 className="nameplate-install-title">{t('nameplate.install.title')}</h2>
      <ol className="nameplate-install-steps">
        {INSTALL_STATES.map((state, index) => (
          <li
            key={state}
            className={index <= reached ? 'nameplate-install-step is-reached' : 'nameplate-install-step'}
            aria-current={index === reached ? 'step' : undefined}
          >
            {t(`nameplate.install.${state}`)}
          </li>
        ))}
      </ol>
      {install.updatedAt ? (
        <p className="nameplate-install-time">
          {t('nameplate.install.updated', { date: trimWireDate(install.updatedAt, 10) })}
        </p>
      ) : null}
      {install.photo ? (
        <img
          className="nameplate-install-photo"
          src={install.photo}
          alt={t('nameplate.install.photoAlt')}
          data-testid="nameplate-install-photo"
        />
      ) : null}
    </section>
  );
}
