import { useState } from 'react';
import { useNavigate } from 'react-router';
import { checkDonatePermission, goToMiniProgramAlumniLogin } from '../../../lib/donate-permission.ts';
import { useAlumniLoginPath } from '../../../lib/institution-context.ts';
import { flowNamed, seatPath } from '../../../lib/naming-flow.ts';
import { hasToken } from '../../../lib/token-store.ts';

/**
 * 我要冠名 on the jnu home (doc 4 §1, §6): only certified alumni may name a seat, so the donor
 * logs in and checkPermission answers before the seat chooser opens. A non-alumnus gets the
 * alumni pop-up (in the mini-program's web view, its alumni login page instead).
 */
export function useStartNaming(itemsId: number) {
  const navigate = useNavigate();
  const alumniLoginPath = useAlumniLoginPath();
  const [checking, setChecking] = useState(false);
  const [refused, setRefused] = useState(false);
  const seats = seatPath(flowNamed('jnu'), itemsId);

  const start = async () => {
    if (!hasToken()) {
      navigate(`/login?redirect=${encodeURIComponent(seats)}`);
      return;
    }
    setChecking(true);
    try {
      const permission = await checkDonatePermission(itemsId);
      if (permission !== 'notAlumni') {
        navigate(seats);
        return;
      }
      if (!goToMiniProgramAlumniLogin(alumniLoginPath, seats)) setRefused(true);
    } catch {
      // The api client has toasted the failure; the button can be tapped again.
    } finally {
      setChecking(false);
    }
  };

  return { checking, refused, start: () => void start(), closeRefusal: () => setRefused(false) };
}
