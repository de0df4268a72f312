/**
 * A spinner and a line of text: over the whole screen while the contract is generated (the form
 * cannot be used meanwhile), or as a toast in the middle that lets the page be used — the hhu
 * loading toast, which stays when the answer is not code 0 (doc 4 §8).
 */
export function BusyNotice({ text, blocking, testId }: { text: string; blocking: boolean; testId: string }) {
  return (
    <div className={blocking ? 'agreement-busy is-blocking' : 'agreement-busy'} data-testid={testId}>
      <div className="agreement-busy-box" role="status" aria-live="polite">
        <span className="agreement-spinner" aria-hidden="true" />
        <span>{text}</span>
      </div>
    </div>
  );
}
