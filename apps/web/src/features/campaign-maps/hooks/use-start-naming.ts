import type { TSeatDetail } from '@alma/shared/api/naming-activity';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { startDraft } from '../../../lib/naming-draft.ts';
import { areaSeatsQuery } from '../api/get-area-seats.ts';
import { draftSeatOf, namingFormPath } from '../model/naming-pick.ts';

/**
 * A free item's naming button (doc 4 §2.3): the naming draft holds that one item and its term,
 * and the naming form (form-gm, namingType 1) with its nameplate editor and payment take over,
 * as they do for the seat chooser. The item's area is read for its label and terms.
 */
export function useStartNaming() {
  const client = useQueryClient();
  const navigate = useNavigate();
  return async (detail: TSeatDetail) => {
    const list = await client.fetchQuery(areaSeatsQuery(detail.areaId)).catch(() => null);
    startDraft({
      itemsId: detail.itemsId,
      namingType: 1,
      seats: [draftSeatOf(detail, list)],
      books: [],
    });
    await navigate(namingFormPath(detail.itemsId));
  };
}
