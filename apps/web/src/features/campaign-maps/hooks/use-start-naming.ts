import type { TSeatDetail } from '@alma/shared/api/naming-activity';
import { useNavigate } from 'react-router';
import { startDraft } from '../../../lib/naming-draft.ts';
import { draftSeatOf, namingFormPath } from '../model/naming-pick.ts';

/**
 * A free item's naming button (doc 4 §2.3): the naming draft holds that one item and its term,
 * and the naming form (form-gm, namingType 1) with its nameplate editor and payment take over,
 * as they do for the seat chooser. getSeatDetail carries the label and the terms.
 */
export function useStartNaming() {
  const navigate = useNavigate();
  return async (detail: TSeatDetail) => {
    startDraft({
      itemsId: detail.itemsId,
      namingType: 1,
      seats: [draftSeatOf(detail)],
      books: [],
    });
    await navigate(namingFormPath(detail.itemsId));
  };
}
