import type { TItemDetail } from '@alma/shared/api/items';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type ActionButton, actionButtons } from '../rules/action-buttons.ts';

const LABEL_KEY: Record<ActionButton['kind'], string> = {
  invite: 'projectDetail.actions.invite',
  donate: 'projectDetail.actions.donate',
  name: 'projectDetail.actions.name',
};

/**
 * The way to the personal centre, invite friends, and I want to donate (or I want to name). A
 * closed action stays in place, greyed; the donate button of a closed project reads its noReason
 * instead (doc 1 §4).
 */
export function BottomBar({ item, subItemsId }: { item: TItemDetail; subItemsId: number | undefined }) {
  const { t } = useTranslation();
  return (
    <nav className="detail-bottom-bar" data-testid="detail-actions">
      <Link className="detail-mine-link" to="/mine" data-testid="detail-mine-link">
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
        <span>{t('projectDetail.actions.mine')}</span>
      </Link>
      {actionButtons(item, subItemsId).map((button) => {
        const label = button.reason || t(LABEL_KEY[button.kind]);
        const className = `detail-action is-${button.kind}`;
        return button.enabled ? (
          <Link key={button.kind} className={className} to={button.to} data-testid={`action-${button.kind}`}>
            {label}
          </Link>
        ) : (
          <button
            key={button.kind}
            type="button"
            className={`${className} is-disabled`}
            disabled
            data-testid={`action-${button.kind}`}
          >
            {label}
          </button>
        );
      })}
    </nav>
  );
}
