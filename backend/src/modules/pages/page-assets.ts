import fs from 'node:fs';

/** One chunk of Vite's build manifest (frontend/dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/** For each page module's export name ('ProfilePage'): the stylesheets its first render needs, as URLs. */
export type PageAssets = Map<string, { css: string[] }>;

/**
 * What a rendered page links in its head: the styles of the page's own chunk and of the chunks it imports (the
 * page is on screen before its code runs, so its styles must be there first). What the app's entry loads
 * anyway is left out.
 * A page module is found by its chunk name, which is its file name ('pages/profiles/ProfilePage.tsx'), the
 * same as the export the router loads; a missing or unreadable manifest gives no preloads.
 */
export function pageAssetsFromManifest(manifestFile: string): PageAssets {
  const assets: PageAssets = new Map();
  if (!fs.existsSync(manifestFile)) return assets;
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;

  const closure = (keys: string[]): Set<string> => {
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key) || !manifest[key]) return;
      seen.add(key);
      manifest[key].imports?.forEach(visit);
    };
    keys.forEach(visit);
    return seen;
  };
  const loadedByEntry = closure(Object.keys(manifest).filter((key) => manifest[key].isEntry));

  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry || !chunk.name) continue;
    const needed = [...closure([key])].filter((k) => !loadedByEntry.has(k));
    assets.set(chunk.name, { css: [...new Set(needed.flatMap((k) => manifest[k].css ?? []))].map((file) => `/${file}`) });
  }
  return assets;
}
