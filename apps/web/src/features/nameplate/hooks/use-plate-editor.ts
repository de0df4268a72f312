import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type NamingDraft, saveDraft } from '../../../lib/naming-draft.ts';
import {
  draftWithPlates,
  type EditMode,
  type EditorState,
  editPlate,
  initialEditorState,
  type PlateField,
  type Prefill,
  showSlot,
  switchEditMode,
} from '../model/plate-editor.ts';

/** Typing is written to the draft this long after the last key, and at once when the page goes. */
const AUTOSAVE_MS = 400;

/**
 * The editor's state over a draft, written back to local storage as the donor types, so a reload
 * (or WeChat dropping the page in the background) brings back what was typed. The naming form's
 * own state in the draft (draft.form) is carried through untouched.
 */
export function usePlateEditor(draft: NamingDraft, prefill: Prefill) {
  const [state, setState] = useState<EditorState>(() => initialEditorState(draft, prefill));
  const next = useMemo(() => draftWithPlates(draft, state), [draft, state]);
  const pending = useRef<NamingDraft | null>(null);

  const flush = useCallback(() => {
    if (pending.current) saveDraft(pending.current);
    pending.current = null;
  }, []);

  useEffect(() => {
    pending.current = next;
    const timer = window.setTimeout(flush, AUTOSAVE_MS);
    return () => window.clearTimeout(timer);
  }, [next, flush]);

  useEffect(() => {
    // A reload or a closed tab does not wait for the timer.
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  return {
    state,
    edit: (field: PlateField, value: string) => setState((current) => editPlate(current, field, value)),
    setMode: (mode: EditMode) => setState((current) => switchEditMode(current, mode)),
    show: (index: number) => setState((current) => showSlot(current, index)),
    /** Writes the plates now (确定). */
    save: () => {
      pending.current = next;
      flush();
    },
  };
}
