import type { QueryClient } from '@tanstack/react-query';
import { queryId } from '../model/route-query.ts';
import { areaListQuery } from './get-area-list.ts';
import { seatListQuery } from './get-seat-list.ts';

/**
 * The seat screen's first answers (seat?id=&areaId=), asked for during start-up instead of after
 * the screen's first render: shaped as app/router.tsx's FirstData, for its `seat` route. Null
 * when the address names no project.
 */
export function prefetchSeatScreen(client: QueryClient, query: URLSearchParams): Promise<void> | null {
  const itemsId = queryId(query.get('id'));
  if (itemsId === null) return null;
  const areaId = queryId(query.get('areaId'));
  return Promise.all([
    client.prefetchQuery(areaListQuery(itemsId)),
    areaId === null ? undefined : client.prefetchQuery(seatListQuery(areaId)),
  ]).then(() => undefined);
}
