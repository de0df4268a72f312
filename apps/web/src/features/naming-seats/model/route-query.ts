import type { TSeatArea } from '@alma/shared/api/naming';
import { DEFAULT_FLOW, formPath, type NamingFlow } from '../../../lib/naming-flow.ts';

/**
 * An id from the address (`?id=16`): a positive whole number, or null for anything else. (The
 * together screens have the same rule; features do not import each other.)
 */
export function queryId(text: string | null): number | null {
  if (text === null || !/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : null;
}

/** The area the address names (`&areaId=`), or the first one when it names none of them. */
export function pickArea(
  areas: readonly TSeatArea[] | undefined,
  areaId: number | null,
): TSeatArea | undefined {
  if (!areas) return undefined;
  return areas.find((area) => area.id === areaId) ?? areas[0];
}

/** Where the chooser hands over: the naming form for seats (doc 2 §2.2) of the flow it is in. */
export function namingFormPath(itemsId: number, flow: NamingFlow = DEFAULT_FLOW): string {
  return formPath(flow, itemsId, 1);
}
