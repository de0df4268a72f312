/**
 * antd-mobile's own words (a mask's 背景蒙层 label, a picker's 确定/取消, an empty list's 暂无数据)
 * come from its locale, zh-CN unless told. setDefaultConfig reaches every antd-mobile component,
 * the imperative Toast and Dialog too, without a provider around each screen; it is loaded only
 * for English readers, so the first screen carries none of it.
 */
export async function applyAntdMobileEnglish(): Promise<void> {
  const [{ setDefaultConfig }, { default: enUS }] = await Promise.all([
    import('antd-mobile/es/components/config-provider'),
    import('antd-mobile/es/locales/en-US'),
  ]);
  setDefaultConfig({ locale: enUS });
}
