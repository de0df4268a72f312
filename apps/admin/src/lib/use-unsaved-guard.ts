import { App } from 'antd';
import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { type BlockerFunction, type Location, useBlocker } from 'react-router';

/** A navigation the guard is asked about: where the page is, and where it would go. */
export type TGuardedMove = { current: Location; next: Location };

/** The confirmation shown for a move away from unsaved edits: its words name what would be lost. */
export type TLeavePrompt = { title: string; content: string; okText: string; cancelText: string };

/**
 * Stops a navigation inside the console (side menu, breadcrumb, a link, the browser's back and
 * forward, a change of the address's query) while `dirty`, and asks with a confirmation whose words
 * `promptOf` gives for that move (null lets the move through: a move that keeps the edits). Leaving
 * goes on; staying keeps the page and its edits as they are. A reload or a closed tab gets the
 * browser's own question (browsers show no page's words there).
 *
 * One guard per screen: react-router runs only the newest blocker. A screen made of several forms
 * gathers them with useUnsavedParts and gives each one UnsavedPartsContext.
 */
export function useUnsavedGuard(dirty: boolean, promptOf: (move: TGuardedMove) => TLeavePrompt | null) {
  const { modal } = App.useApp();
  const latest = useRef(promptOf);
  const shown = useRef<TLeavePrompt | null>(null);
  const passNext = useRef(false);
  useEffect(() => {
    latest.current = promptOf;
  });

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => {
      if (passNext.current) {
        passNext.current = false;
        return false;
      }
      if (!dirty) return false;
      shown.current = latest.current({ current: currentLocation, next: nextLocation });
      return shown.current !== null;
    },
    [dirty],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const words = shown.current;
    if (!words) {
      blocker.proceed();
      return;
    }
    const dialog = modal.confirm({
      ...words,
      okButtonProps: { danger: true },
      onOk: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
    });
    return () => dialog.destroy();
  }, [blocker, modal]);

  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  /** Lets the next navigation through unasked: the edits were just saved (a new record opening). */
  const pass = useCallback(() => {
    passNext.current = true;
  }, []);
  return { pass };
}

/** What a form of a guarded screen tells it: whether its part has unsaved edits, and `pass`. */
export type TUnsavedParts = { report: (part: string, dirty: boolean) => void; pass: () => void };

/** Given by a guarded screen to its forms (see useReportUnsaved). */
export const UnsavedPartsContext = createContext<TUnsavedParts | null>(null);

/** The parts with unsaved edits, in the order they became so, after one part's report. */
export function partsAfter(parts: readonly string[], part: string, dirty: boolean): readonly string[] {
  if (parts.includes(part) === dirty) return parts;
  return dirty ? [...parts, part] : parts.filter((name) => name !== part);
}

/** A screen's record of which of its parts (forms, tabs) hold unsaved edits. */
export function useUnsavedParts() {
  const [parts, setParts] = useState<readonly string[]>([]);
  const report = useCallback((part: string, dirty: boolean) => {
    setParts((previous) => partsAfter(previous, part, dirty));
  }, []);
  return { parts, report };
}

/**
 * A form's part of its screen's guard: reports whether it holds unsaved edits (and nothing once it
 * unmounts). Returns `pass`, for a save that navigates (a new record opening its own editor).
 * Outside a guarded screen it does nothing.
 */
export function useReportUnsaved(part: string, dirty: boolean): () => void {
  const parts = useContext(UnsavedPartsContext);
  const report = parts?.report;
  useEffect(() => {
    report?.(part, dirty);
  }, [report, part, dirty]);
  useEffect(() => () => report?.(part, false), [report, part]);
  return parts?.pass ?? noPass;
}

function noPass(): void {}

/**
 * One antd form's part of its screen's guard, for a form that saves on its own: edited from the
 * first change a person makes (typing, a switch, a row added or removed — programmatic values do
 * not count) until `saved()`. Give `onValuesChange` to the Form.
 */
export function useUnsavedForm(part: string) {
  const [edited, setEdited] = useState(false);
  const pass = useReportUnsaved(part, edited);
  const onValuesChange = useCallback(() => setEdited(true), []);
  const saved = useCallback(() => setEdited(false), []);
  return { edited, onValuesChange, saved, pass };
}

/**
 * The edits of a dialog's form (an entry added or changed in a modal): edited from the first change
 * a person makes while it is open, until it closes (saved or cancelled). Wrap the dialog in
 * <Form.Provider onFormChange={…}>; changes while closed (its fields cleared on the way out) do not count.
 */
export function useUnsavedDialog(part: string, open: boolean) {
  const [edited, setEdited] = useState(false);
  const isOpen = useRef(open);
  useReportUnsaved(part, open && edited);
  useEffect(() => {
    isOpen.current = open;
    setEdited(false);
  }, [open]);
  const onFormChange = useCallback(() => {
    if (isOpen.current) setEdited(true);
  }, []);
  return { onFormChange };
}
