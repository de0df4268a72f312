import { useCallback, useState } from 'react';
import { goToMiniProgramAlumniLogin, useDonatePermission } from '../../../lib/donate-permission.ts';
import { useAlumniLoginPath } from '../../../lib/institution-context.ts';

/**
 * Doc 2 §4.5 / doc 1 §4: before launching or joining a fundraiser of an alumni-only project the
 * permission is checked. A non-alumnus (0201) in the mini-program's web view goes to its alumni
 * login page; in the WeChat browser (or anywhere that cannot) the alumni pop-up shows. 0101 is
 * only logged (by checkDonatePermission).
 */
export function useAlumniGate(itemsId: number, enabled: boolean) {
  const permission = useDonatePermission(itemsId, enabled);
  const alumniLoginPath = useAlumniLoginPath();
  const [popupOpen, setPopupOpen] = useState(false);

  /** Sends a refused donor on their way; `returnTo` is where the alumni login comes back to. */
  const refuse = useCallback(
    (returnTo: string) => {
      if (!goToMiniProgramAlumniLogin(alumniLoginPath, returnTo)) setPopupOpen(true);
    },
    [alumniLoginPath],
  );

  return {
    permission,
    refused: permission.data === 'notAlumni',
    refuse,
    popupOpen,
    closePopup: () => setPopupOpen(false),
  };
}
