import { z } from 'zod';
import { zId } from './common.ts';
import type { InstallState } from './naming-activity.ts';

/**
 * Ours (issue 14 install tracking): the plaque of a named seat on its public nameplate-detail page
 * (type 1, id = the seat claim): ordered, made (engraved) or installed, with the photo staff took.
 * The plaque is printed on the seat, so this is as public as the nameplate itself. Not a spec call;
 * it sits beside items/getSeatShowData, which the same page asks (SPEC_PATHS.items.nameplateInstall).
 */
export const ZNameplateInstallQuery = z.object({ id: zId });

/** null when the claim is unknown or no longer named: the page then shows no progress. */
export type TNameplateInstall = { state: InstallState; photo: string; updatedAt: string } | null;
