import { useState } from 'react';
import { useDonatePermission } from '../../../lib/donate-permission.ts';
import type { NamingFlow } from '../../../lib/naming-flow.ts';

/**
 * A campaign open to alumni only (doc 4 §1, §6: the jnu seat campaign) asks checkPermission before
 * the donor chooses seats, not only at the form: a non-alumnus sees the alumni pop-up here and
 * cannot choose. Elsewhere the project's own setting is checked by the naming form, as before.
 */
export function useFlowAlumniGate(itemsId: number, flow: NamingFlow) {
  const permission = useDonatePermission(itemsId, flow.alumniOnly);
  const [popupOpen, setPopupOpen] = useState(true);
  const refused = flow.alumniOnly && permission.data === 'notAlumni';
  return {
    refused,
    popupVisible: refused && popupOpen,
    closePopup: () => setPopupOpen(false),
    openPopup: () => setPopupOpen(true),
  };
}
