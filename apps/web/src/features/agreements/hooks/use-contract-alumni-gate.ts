import { useEffect, useState } from 'react';
import { goToMiniProgramAlumniLogin, useDonatePermission } from '../../../lib/donate-permission.ts';
import { useAlumniLoginPath } from '../../../lib/institution-context.ts';
import { useCertifiedAlumnus } from '../api/get-alumni-status.ts';

/**
 * Only certified alumni sign contracts (doc 4 §1, §6). The form knows on entry (the account's
 * isAlumni, the flag the generation call checks, whatever the project); as the jnu campaign asks
 * checkPermission before its seats, it also asks it for the project the address names or the donor
 * chooses; and the generation call's refusal (0201) counts too. A refused donor sees the
 * not-certified box and the alumni pop-up with its mini-program button — or, in the mini-program's
 * web view, goes to its alumni login and comes back here.
 */
export function useContractAlumniGate(itemsId: number, backTo: string) {
  const alumniLoginPath = useAlumniLoginPath();
  const certified = useCertifiedAlumnus();
  const permission = useDonatePermission(itemsId, itemsId > 0);
  const [refusedAtGeneration, setRefusedAtGeneration] = useState(false);
  const [popupOpen, setPopupOpen] = useState(true);
  const refused = certified.data === false || permission.data === 'notAlumni' || refusedAtGeneration;

  useEffect(() => {
    if (refused && goToMiniProgramAlumniLogin(alumniLoginPath, backTo)) setPopupOpen(false);
  }, [refused, alumniLoginPath, backTo]);

  return {
    refused,
    popupVisible: refused && popupOpen,
    openPopup: () => setPopupOpen(true),
    closePopup: () => setPopupOpen(false),
    onNotAlumni: () => {
      setRefusedAtGeneration(true);
      setPopupOpen(true);
    },
  };
}
