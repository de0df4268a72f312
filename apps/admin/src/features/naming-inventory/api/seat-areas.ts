import type {
  TNamingProjectChoice,
  TSeatAreaCreate,
  TSeatAreaRow,
  TSeatAreaSeats,
  TSeatAreaWrite,
  TSeatGridWrite,
  TSeatTermWrite,
} from '@alma/shared/admin-api/naming-inventory';
import type { TAdminRows } from '@alma/shared/admin-api/paging';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../../lib/admin-client.ts';

type TAreaList = TAdminRows<TSeatAreaRow>;
const areasKey = (itemsId: number) => ['naming-inventory', 'areas', itemsId] as const;
const seatsKey = (areaId: number) => ['naming-inventory', 'seats', areaId] as const;

/** The naming projects (few): the screen's first choice. */
export function useNamingProjects() {
  return useQuery({
    queryKey: ['naming-inventory', 'projects'],
    queryFn: () => adminCall<TAdminRows<TNamingProjectChoice>>('GET', '/naming-inventory/projects'),
    staleTime: 60_000,
    // A project made a moment ago in 项目管理 (whose link leads here) is in the list at once.
    refetchOnMount: 'always',
  });
}

export function useSeatAreas(itemsId: number) {
  return useQuery({
    queryKey: areasKey(itemsId),
    queryFn: () => adminCall<TAreaList>('GET', '/seat-areas', { query: { itemsId } }),
  });
}

/** Each area write answers the project's whole list, which becomes the cached one. */
function useAreaMutation<I>(itemsId: number, run: (input: I) => Promise<TAreaList>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (list) => {
      client.setQueryData(areasKey(itemsId), list);
      // Labels follow a renamed area; prices show in the grid's seat list.
      void client.invalidateQueries({ queryKey: ['naming-inventory', 'seats'] });
      return client.invalidateQueries({ queryKey: ['audit'] });
    },
  });
}

export function useSaveArea(itemsId: number) {
  return useAreaMutation(itemsId, ({ id, input }: { id: number | undefined; input: TSeatAreaWrite }) => {
    const body: TSeatAreaCreate = { itemsId, ...input };
    return id === undefined
      ? adminCall<TAreaList>('POST', '/seat-areas', { body })
      : adminCall<TAreaList>('PUT', `/seat-areas/${id}`, { body: input });
  });
}

export function useDeleteArea(itemsId: number) {
  return useAreaMutation(itemsId, (id: number) => adminCall<TAreaList>('DELETE', `/seat-areas/${id}`));
}

export function useAreaSeats(areaId: number | null) {
  return useQuery({
    queryKey: seatsKey(areaId ?? 0),
    queryFn: () => adminCall<TSeatAreaSeats>('GET', `/seat-areas/${areaId}/seats`),
    enabled: areaId !== null,
  });
}

/** Grid and seat-price writes answer the area's seats; the list's counts change with them. */
function useSeatsMutation<I>(itemsId: number, run: (input: I) => Promise<TSeatAreaSeats>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (answer) => {
      client.setQueryData(seatsKey(answer.area.id), answer);
      void client.invalidateQueries({ queryKey: areasKey(itemsId) });
      return client.invalidateQueries({ queryKey: ['audit'] });
    },
  });
}

export function useSaveGrid(itemsId: number) {
  return useSeatsMutation(itemsId, ({ areaId, grid }: { areaId: number; grid: TSeatGridWrite }) =>
    adminCall<TSeatAreaSeats>('PUT', `/seat-areas/${areaId}/seats`, { body: grid }),
  );
}

export function useSaveSeatPrices(itemsId: number) {
  return useSeatsMutation(
    itemsId,
    ({ seatId, priceList }: { seatId: number; priceList: TSeatTermWrite[] | null }) =>
      adminCall<TSeatAreaSeats>('PUT', `/seats/${seatId}/prices`, { body: { priceList } }),
  );
}
