import { type TMapDefinition, ZMapDefinition } from '@alma/shared/naming-map/map-definition';
import { isMapName } from '@alma/shared/naming-map/map-levels';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getStaticJson } from '../../../lib/api-client.ts';

/** A map name the server does not know (404): the page says the map is not there, and no retry. */
export class MapMissingError extends Error {}

/**
 * A map definition (doc 4 §7: static map JSON from the config folder), as the institution config
 * is read: `config/{school}/maps/{name}.json` beside the app, no envelope, no signature. It is
 * checked with the shared schema, so a broken definition is an error here, not a broken map.
 */
export async function getMapDefinition(school: string, name: string): Promise<TMapDefinition> {
  if (!isMapName(name)) throw new MapMissingError(name);
  const json = await getStaticJson(`config/${encodeURIComponent(school)}/maps/${name}.json`);
  if (json === null) throw new MapMissingError(name);
  return ZMapDefinition.parse(json);
}

/**
 * Kept for the visit: back to a level above draws its cached map at once (doc 4 §4), and the
 * server's ETag makes a later reload cheap.
 */
export const mapDefinitionQuery = (school: string, name: string) =>
  queryOptions({
    queryKey: ['campaignMaps', 'map', school, name],
    queryFn: () => getMapDefinition(school, name),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 30 * 60_000,
    retry: (count, error) => !(error instanceof MapMissingError) && count < 2,
  });

export function useMapDefinition(school: string | null, name: string) {
  return useQuery({ ...mapDefinitionQuery(school ?? '', name), enabled: school !== null });
}
