import type { TSeatDetail } from '@alma/shared/api/naming-activity';
import { useNavigate } from 'react-router';
import { startDraft } from '../../../lib/naming-draft.ts';
import { DEFAULT_FLOW, type NamingFlow } from '../../../lib/naming-flow.ts';
import { draftSeatOf, namingFormPath } from '../model/naming-pick.ts';

/**
 * A free item's naming button (doc 4 §2.3): the naming draft holds that one item and its term,
 * and the naming form (form-gm, namingType 1, or a campaign's own: tree-naming-hhu/form) with its
 * nameplate editor and payment take over, as they do for the seat chooser. getSeatDetail carries
 * the label and the terms.
 */
export function useStartNaming(flow: NamingFlow = DEFAULT_FLOW) {
  const navigate = useNavigate();
  return async (detail: TSeatDetail) => {
    startDraft({
      itemsId: detail.itemsId,
      namingType: 1,
      seats: [draftSeatOf(detail)],
      books: [],
    });
    await navigate(namingFormPath(detail.itemsId, flow));
  };
}
