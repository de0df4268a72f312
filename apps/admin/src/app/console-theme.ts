/**
 * antd's styles come from its prebuilt stylesheet (main.tsx), not generated in the browser: in a
 * profile of the sign-in screen this halved the script time of the first render. The console keeps
 * antd's default theme, which is what the stylesheet holds. A member whose system asks for less
 * motion gets none: dialogs, popconfirms and drawers appear without their zoom and slide (WCAG
 * 2.3.3). `motion` is read by antd's script, not its stylesheet, so the class names stay the same.
 */
export function consoleTheme(reducedMotion: boolean) {
  return reducedMotion ? { zeroRuntime: true, token: { motion: false } } : { zeroRuntime: true };
}
