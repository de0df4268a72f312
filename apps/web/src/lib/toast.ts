/**
 * Toasts load antd-mobile on first use, so the first screen does not carry its animation code
 * (the list screen's JS budget is 120 KB gzipped).
 */
export type ToastKind = 'success' | 'fail' | 'text';

export async function showToast(
  content: string,
  durationMs: number,
  kind: ToastKind = 'text',
): Promise<void> {
  await import('antd-mobile/es/global');
  const [{ default: Toast }, { giveAntdMobileCreateRoot }] = await Promise.all([
    import('antd-mobile/es/components/toast'),
    import('./antd-react19.ts'),
  ]);
  giveAntdMobileCreateRoot();
  Toast.show({ content, duration: durationMs, ...(kind === 'text' ? {} : { icon: kind }) });
}
