import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import { createRoot, type Root } from 'react-dom/client';

/**
 * antd-mobile 5 renders Toast and Dialog imperatively with the legacy ReactDOM.render, which
 * React 19 removed; this gives it createRoot (the antd-mobile "v5 for React 19" recipe).
 */
type WithRoot = (Element | DocumentFragment) & { almaRoot?: Root };

export function giveAntdMobileCreateRoot(): void {
  unstableSetRender((node, container) => {
    const host = container as WithRoot;
    host.almaRoot ??= createRoot(container);
    const root = host.almaRoot;
    root.render(node);
    return async () => {
      // Unmounting during antd-mobile's own render pass warns; wait a tick.
      await new Promise((resolve) => setTimeout(resolve, 0));
      root.unmount();
      host.almaRoot = undefined;
    };
  });
}
