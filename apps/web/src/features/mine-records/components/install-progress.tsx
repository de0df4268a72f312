import type { TNamingRecordObject } from '@alma/shared/api/naming';
import { INSTALL_STATES } from '@alma/shared/api/naming-activity';
import { useTranslation } from 'react-i18next';

type Install = NonNullable<TNamingRecordObject['install']>;

/**
 * A named seat's plaque (issue 14): 已下单 → 已制作 → 已安装 with the steps reached marked, and
 * once staff have one, the photo of it in place.
 */
export function InstallProgress({ install, seat }: { install: Install; seat: string }) {
  const { t } = useTranslation();
  const reached = INSTALL_STATES.indexOf(install.state);
  return (
    <div className="naming-install" data-testid="naming-install" data-state={install.state}>
      <ol className="naming-install-steps" aria-label={t('mineRecords.naming.installLabel')}>
        {INSTALL_STATES.map((state, index) => (
          <li
            key={state}
            className={index <= reached ? 'naming-install-step is-reached' : 'naming-install-step'}
            aria-current={index === reached ? 'step' : undefined}
          >
            {t(`mineRecords.naming.install.${state}`)}
          </li>
        ))}
      </ol>
      {install.photo ? (
        <img
          className="naming-install-photo"
          src={install.photo}
          alt={t('mineRecords.naming.photoAlt', { seat })}
          loading="lazy"
          data-testid="naming-install-photo"
        />
      ) : null}
    </div>
  );
}
