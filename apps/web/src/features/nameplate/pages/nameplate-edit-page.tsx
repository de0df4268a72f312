/** Stub while the screen is being built (issue 5). */
export default function Stub() {
  return <main data-testid="stub-nameplate-edit-page" />;
}
