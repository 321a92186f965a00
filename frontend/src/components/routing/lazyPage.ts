import { createElement, lazy, type ComponentType } from 'react';

/** A page whose code loads on demand (one chunk per page), and can be loaded ahead of its first render. */
export type LazyPage = ComponentType & {
  /** Loads the page's code; once done, the page renders at once (no Suspense), as the server renders it. */
  readonly preload: () => Promise<void>;
  /**
   * The export names of the modules it loads ('ProfilePage', and 'AntdTheme' for a page that uses antd): the
   * server finds their chunks and styles by these names, to preload them with the page.
   */
  readonly modules: readonly string[];
  /** Whether the page uses antd (its styles are then collected on the server); the public pages do not. */
  readonly antd: boolean;
};

/**
 * React.lazy for a page module's named export, inside antd's theme unless the page is built without antd
 * (`antd: false`: then none of antd loads with it). After `preload()`, or once loaded, it renders the page
 * directly: the server and the first render in the browser (hydration) both preload the page they show, so
 * both render the same tree without waiting.
 */
export function lazyPage<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  name: keyof M & string,
  { antd = true }: { antd?: boolean } = {},
): LazyPage {
  let Loaded: ComponentType | null = null;
  const loadPage = async (): Promise<ComponentType> => {
    if (Loaded) return Loaded;
    const [module, theme] = await Promise.all([load(), antd ? import('../../theme/AntdTheme') : null]);
    const Page = module[name] as ComponentType;
    Loaded = theme ? () => createElement(theme.AntdTheme, null, createElement(Page)) : Page;
    return Loaded;
  };
  const Lazy = lazy(async () => ({ default: await loadPage() }));
  const LazyPageComponent = () => (Loaded ? createElement(Loaded) : createElement(Lazy));
  return Object.assign(LazyPageComponent, {
    preload: async () => {
      await loadPage();
    },
    modules: antd ? [name, 'AntdTheme'] : [name],
    antd,
  });
}

