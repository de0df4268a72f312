import type {
  TNamingMapCreate,
  TNamingMapDetail,
  TNamingMapRow,
  TNamingMapSave,
  TNamingPointImport,
  TNamingPointPlace,
  TNamingPointsAdded,
} from '@alma/shared/admin-api/naming-maps';
import type { TAdminRows } from '@alma/shared/admin-api/paging';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../../lib/admin-client.ts';

const MAPS_KEY = ['naming-maps'] as const;
const mapKey = (id: number) => [...MAPS_KEY, 'detail', id] as const;

/** The maps, of one project when one is chosen. */
export function useNamingMaps(itemsId: number | undefined) {
  return useQuery({
    queryKey: [...MAPS_KEY, 'list', itemsId ?? null],
    queryFn: () => adminCall<TAdminRows<TNamingMapRow>>('GET', '/naming-maps', { query: { itemsId } }),
  });
}

/** One map as the editor opens it (the project's areas, its points' seats, the maps below). */
export function useNamingMap(id: number | undefined) {
  return useQuery({
    queryKey: mapKey(id ?? 0),
    queryFn: () => adminCall<TNamingMapDetail>('GET', `/naming-maps/${id}`),
    enabled: id !== undefined,
    // The editor keeps a draft of its own; a refetch on focus would not change it, only cost.
    refetchOnWindowFocus: false,
  });
}

/** A write that answers the map: it becomes the cached detail, the list and the audit log refetch. */
function useMapWrite<I, A>(run: (input: I) => Promise<A>, detailOf: (answer: A) => TNamingMapDetail | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (answer) => {
      const detail = detailOf(answer);
      if (detail) client.setQueryData(mapKey(detail.id), detail);
      void client.invalidateQueries({ queryKey: [...MAPS_KEY, 'list'] });
      return client.invalidateQueries({ queryKey: ['audit'] });
    },
  });
}

export function useCreateMap() {
  return useMapWrite(
    (input: TNamingMapCreate) => adminCall<TNamingMapDetail>('POST', '/naming-maps', { body: input }),
    (detail) => detail,
  );
}

export function useSaveMap(id: number) {
  return useMapWrite(
    (input: TNamingMapSave) => adminCall<TNamingMapDetail>('PUT', `/naming-maps/${id}`, { body: input }),
    (detail) => detail,
  );
}

export function useDeleteMap() {
  return useMapWrite(
    (id: number) => adminCall('DELETE', `/naming-maps/${id}`),
    () => null,
  );
}

export function usePlacePoint(id: number) {
  return useMapWrite(
    (input: TNamingPointPlace) =>
      adminCall<TNamingPointsAdded>('POST', `/naming-maps/${id}/points`, { body: input }),
    (answer) => answer.detail,
  );
}

export function useImportPoints(id: number) {
  return useMapWrite(
    (input: TNamingPointImport) =>
      adminCall<TNamingPointsAdded>('POST', `/naming-maps/${id}/points/import`, { body: input }),
    (answer) => answer.detail,
  );
}
