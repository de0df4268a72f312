import { zQueryId } from '@alma/shared/admin-api/project-fields';
import { z } from 'zod';
import { useSearchState } from '../../../lib/search-state.ts';
import { MapEditor } from '../components/map-editor.tsx';
import { MapList } from '../components/map-list.tsx';
import '../messages.ts';

/** The screen's place in the address: the project filter, and the map open in the editor. */
const ZPageState = z.object({ itemsId: zQueryId, map: zQueryId });

/**
 * 活动地图 (issue 14): the campaign maps by project, and the editor of one (?map=id), so a reload or
 * a shared link opens the same map.
 */
export default function NamingMapsPage() {
  const [state, update] = useSearchState(ZPageState);
  if (state.map !== undefined) {
    return <MapEditor key={state.map} id={state.map} onBack={() => update({ map: undefined })} />;
  }
  return (
    <MapList
      itemsId={state.itemsId}
      onProject={(itemsId) => update({ itemsId })}
      onOpen={(map) => update({ map })}
    />
  );
}
