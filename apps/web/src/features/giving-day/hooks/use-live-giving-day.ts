import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { givingDayKey, useGivingDay } from '../api/get-giving-day.ts';
import { givingDayStreamUrl } from '../api/giving-day-stream.ts';
import { type LiveMode, watchGivingDay } from '../model/live-updates.ts';

/**
 * The giving day's detail, kept live: read once, then each streamed update replaces it in the
 * query cache (or, without the stream, it is asked for every 30 s). The stream opens once the day
 * is known to exist and closes when the page goes.
 */
export function useLiveGivingDay(id: number) {
  const client = useQueryClient();
  const query = useGivingDay(id);
  const [mode, setMode] = useState<LiveMode>('stream');
  const found = query.data !== undefined;

  useEffect(() => {
    if (!found) return;
    return watchGivingDay({
      url: givingDayStreamUrl(id),
      Source: typeof EventSource === 'undefined' ? undefined : EventSource,
      onDetail: (detail) => client.setQueryData(givingDayKey(id), detail),
      refresh: () => void client.refetchQueries({ queryKey: givingDayKey(id) }),
      onMode: setMode,
    });
  }, [client, id, found]);

  return { query, mode };
}
