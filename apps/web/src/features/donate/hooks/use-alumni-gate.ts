import { useEffect, useState } from 'react';
import { goToMiniProgramAlumniLogin, useDonatePermission } from '../../../lib/donate-permission.ts';
import { useAlumniLoginPath } from '../../../lib/institution-context.ts';

/**
 * Alumni-only projects (doc 2 §4.5): whether this donor is refused, at load (checkPermission) or
 * when items/donate says so, and the pop-up that tells them. In the mini-program's web view a
 * non-alumnus goes to its alumni login instead; `backTo` is the route they come back to.
 */
export function useAlumniGate(itemsId: number, backTo: string) {
  const alumniLoginPath = useAlumniLoginPath();
  const permission = useDonatePermission(itemsId);
  const [popupOpen, setPopupOpen] = useState(true);
  const [refusedAtSubmit, setRefusedAtSubmit] = useState(false);
  const refused = permission.data === 'notAlumni' || refusedAtSubmit;

  useEffect(() => {
    if (refused && goToMiniProgramAlumniLogin(alumniLoginPath, backTo)) setPopupOpen(false);
  }, [refused, alumniLoginPath, backTo]);

  return {
    permission,
    refused,
    popupVisible: refused && popupOpen,
    closePopup: () => setPopupOpen(false),
    /** The server refused this donor (or they tapped the refused button): show the pop-up. */
    onNotAlumni: () => {
      setRefusedAtSubmit(true);
      setPopupOpen(true);
    },
  };
}
