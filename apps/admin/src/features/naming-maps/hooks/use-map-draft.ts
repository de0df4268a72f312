import type { TNamingPointsAdded } from '@alma/shared/admin-api/naming-maps';
import type { TMapDefinition } from '@alma/shared/naming-map/map-definition';
import { useCallback, useState } from 'react';
import {
  addAreaPoint,
  addHotVertex,
  movePoint,
  patchPoint,
  removePoint,
  type TSelection,
  withAdded,
} from '../model/map-draft.ts';

/**
 * The editor's draft of one map: started from the stored definition, changed by the screen's edits,
 * marked dirty until a save answers the stored one back.
 */
export function useMapDraft(stored: TMapDefinition) {
  const [draft, setDraft] = useState(stored);
  const [dirty, setDirty] = useState(false);
  const [selection, setSelection] = useState<TSelection>(null);

  const edit = useCallback((change: (draft: TMapDefinition) => TMapDefinition) => {
    setDraft(change);
    setDirty(true);
  }, []);

  const move = useCallback(
    (at: NonNullable<TSelection>, x: number, y: number) => edit((d) => movePoint(d, at, x, y)),
    [edit],
  );

  return {
    draft,
    dirty,
    selection,
    select: setSelection,
    move,
    patch: (patch: Parameters<typeof patchPoint>[2]) => {
      if (selection) edit((d) => patchPoint(d, selection, patch));
    },
    settings: (patch: Partial<TMapDefinition>) => edit((d) => ({ ...d, ...patch })),
    remove: () => {
      if (!selection) return;
      edit((d) => removePoint(d, selection));
      setSelection(null);
    },
    addArea: (x: number, y: number, next: string) => {
      edit((d) => addAreaPoint(d, x, y, next));
      setSelection({ list: 'areaList', index: draft.areaList.length });
    },
    addHot: (x: number, y: number) => {
      if (selection?.list === 'areaList') edit((d) => addHotVertex(d, selection.index, x, y));
    },
    clearHot: () => {
      if (selection?.list === 'areaList') edit((d) => patchPoint(d, selection, { hot: [] }));
    },
    /** The server stored these already; the draft keeps its unsaved edits and gains them. */
    added: (added: TNamingPointsAdded) => {
      setDraft((d) => withAdded(d, added));
      const index = (added.list === 'buildingList' ? draft.buildingList : draft.treeList).length;
      setSelection({ list: added.list, index: index + added.added.length - 1 });
    },
    /** A save answered the stored definition: it becomes the draft. */
    saved: (definition: TMapDefinition) => {
      setDraft(definition);
      setDirty(false);
    },
  };
}
