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
 * Invite friends, and I want to donate (or I want to name). A closed action stays in place,
 * greyed; the donate button of a closed project reads its noReason instead (doc 1 §4).
 */
export function BottomBar({ item, subItemsId }: { item: TItemDetail; subItemsId: number | undefined }) {
  const { t } = useTranslation();
  return (
    <nav className="detail-bottom-bar" data-testid="detail-actions">
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
