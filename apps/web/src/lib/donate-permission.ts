import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { SETTING_ALUMNI_AUTH_SKIP } from '@alma/shared/constants/limits';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiGet } from './api-client.ts';

/**
 * The alumni permission flow of doc 1 §4, shared by every screen that leads to a donation
 * (the form now, together pages later).
 */
export type DonatePermission = 'allowed' | 'notAlumni' | 'needsAuthorization';

/** Not a verified alumnus: the alumni pop-up. */
export const NOT_ALUMNI_CODE = '0201';
/** Authorisation needed first: only logged (doc 1 §4). */
export const NEEDS_AUTHORIZATION_CODE = '0101';

/** The permission an error of checkPermission (or of items/donate) stands for; null if none. */
export function permissionOfError(error: unknown): DonatePermission | null {
  if (!(error instanceof ApiError)) return null;
  const data = error.data as { errorCode?: unknown } | null;
  // Our server sends -998 with data.errorCode; a bare code 0201 (201 as a number) reads the same.
  const codes = [String(data?.errorCode ?? ''), String(error.code).padStart(4, '0')];
  if (codes.includes(NOT_ALUMNI_CODE)) return 'notAlumni';
  if (codes.includes(NEEDS_AUTHORIZATION_CODE)) return 'needsAuthorization';
  return null;
}

export async function checkDonatePermission(itemsId: number): Promise<DonatePermission> {
  try {
    await apiGet<null>(SPEC_PATHS.items.checkPermission, { itemsId }, { quiet: true });
    return 'allowed';
  } catch (error) {
    const permission = permissionOfError(error);
    if (permission === null) throw error;
    // 0101 stops nothing: the donation itself will be refused if it really matters.
    if (permission === 'needsAuthorization') console.info('checkPermission: authorisation needed (0101)');
    return permission;
  }
}

export function useDonatePermission(itemsId: number, enabled = true) {
  return useQuery({
    queryKey: ['donate', 'checkPermission', itemsId],
    queryFn: () => checkDonatePermission(itemsId),
    enabled,
    staleTime: 0,
  });
}

/** Where the alumni login launch button points: the mini-program of the alumni association. */
export type AlumniLaunch = { appid: string; path: string; originalId: string };

/** getSettingValue's JSON text; anything unreadable is no launch target rather than an error. */
export function parseAlumniLaunch(text: unknown): AlumniLaunch | null {
  if (typeof text !== 'string' || text.trim() === '') return null;
  try {
    const value = JSON.parse(text) as Partial<Record<keyof AlumniLaunch, unknown>>;
    const { appid, path, originalId } = value;
    if (typeof appid !== 'string' || appid === '') return null;
    return {
      appid,
      path: typeof path === 'string' ? path : '',
      originalId: typeof originalId === 'string' ? originalId : '',
    };
  } catch {
    return null;
  }
}

export async function getAlumniLaunch(): Promise<AlumniLaunch | null> {
  const text = await apiGet<string>(
    SPEC_PATHS.index.getSettingValue,
    { key: SETTING_ALUMNI_AUTH_SKIP },
    { quiet: true },
  );
  return parseAlumniLaunch(text);
}

export function useAlumniLaunch(enabled: boolean) {
  return useQuery({
    queryKey: ['donate', 'alumniLaunch'],
    queryFn: getAlumniLaunch,
    enabled,
    staleTime: 5 * 60_000,
  });
}

/**
 * How the launch button can open the alumni mini-program here:
 * - 'miniProgram': inside its web view, the JS-SDK's wx.miniProgram.navigateTo (doc 1 §4);
 * - 'openTag': in the WeChat browser once the JS-SDK is configured, the wx-open-launch-weapp tag;
 * - 'unavailable': a plain browser (or WeChat before the JS-SDK is loaded) cannot open a
 *   mini-program, so the button is shown disabled with a hint to open the page in WeChat.
 */
export type LaunchMode = 'miniProgram' | 'openTag' | 'unavailable';

export function launchModeOf(userAgent: string, sdk: { miniProgram: boolean; openTag: boolean }): LaunchMode {
  if (/miniProgram/i.test(userAgent) && sdk.miniProgram) return 'miniProgram';
  if (/MicroMessenger/i.test(userAgent) && sdk.openTag) return 'openTag';
  return 'unavailable';
}

type MiniProgramSdk = { miniProgram?: { navigateTo?: (options: { url: string }) => void } };

/**
 * Doc 1 §4, code 0201 in the mini-program web view: the donor goes to the mini-program's alumni
 * login page. True when that happened; false where it cannot (not in the mini-program, or the
 * JS-SDK is not on the page), and the caller shows the pop-up instead.
 */
export function goToMiniProgramAlumniLogin(path: string, returnTo: string): boolean {
  if (!/miniProgram/i.test(navigator.userAgent)) return false;
  const navigateTo = (window as unknown as { wx?: MiniProgramSdk }).wx?.miniProgram?.navigateTo;
  if (typeof navigateTo !== 'function') return false;
  const separator = path.includes('?') ? '&' : '?';
  navigateTo({ url: `${path}${separator}redirect=${encodeURIComponent(returnTo)}` });
  return true;
}
