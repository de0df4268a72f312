import type { TBaseConfig } from '@alma/shared/api/site';
import { useEffect, useState } from 'react';
import { makeApiClient } from '../lib/api-client.ts';
import { loadInstitutionConfig } from '../lib/institution-config.ts';

type State =
  | { status: 'loading' }
  | { status: 'ready'; base: TBaseConfig }
  | { status: 'error'; message: string };

/** The shell: reads the institution config, then greets with the foundation's title. */
export function App() {
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    loadInstitutionConfig()
      .then((config) => {
        document.documentElement.style.setProperty('--alma-theme', config.themeColor);
        const api = makeApiClient(
          config.api,
          config.signKey,
          () => localStorage.getItem('language') ?? 'zh_CN',
        );
        return api.get<TBaseConfig>('/uplus-foundation/app/v1/donateu/index/baseConfig');
      })
      .then((base) => {
        document.title = base.title;
        setState({ status: 'ready', base });
      })
      .catch((error: unknown) => setState({ status: 'error', message: String(error) }));
  }, []);

  if (state.status === 'loading') return <p className="shell-note">加载中…</p>;
  if (state.status === 'error') return <p className="shell-note">{state.message}</p>;
  return (
    <main className="shell">
      <h1 data-testid="foundation-title">{state.base.title}</h1>
      <p>捐赠项目页面正在建设中。</p>
    </main>
  );
}
