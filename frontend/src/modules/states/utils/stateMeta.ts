import { breadcrumbList, HOME_BREADCRUMB, type BreadcrumbItem } from '../../../components/seo/structuredData';
import type { PageMeta } from '../../../components/seo/usePageMeta';
import type { UsState } from '../../../data/states';
import { excerpt } from '../../profiles/utils/format';
import type { StateDetails } from '../types/state';

/** Home › Inmates by State › state: the state page's BreadcrumbList. */
export function stateBreadcrumb(state: UsState): BreadcrumbItem[] {
  return [HOME_BREADCRUMB, { name: 'Inmates by State', path: '/inmates' }, { name: state.name, path: `/inmates/${state.slug}` }];
}

/**
 * The head tags of /inmates/{slug}: the state's name in the title, its own description and keywords
 * once its reference data is loaded (a sentence and keywords naming the state until then), and the breadcrumb.
 */
export function buildStateMeta(state: UsState, details: StateDetails | undefined): PageMeta {
  return {
    title: `${state.name} Inmate Pen Pals`,
    description: details?.description
      ? excerpt(details.description)
      : `Write to incarcerated people in ${state.name} who are looking for pen pals. Browse verified ${state.name} inmate profiles and their mailing addresses.`,
    keywords: details?.keywords?.length
      ? details.keywords
      : [`${state.name} inmates`, `${state.name} prison pen pals`, `${state.name} inmate pen pals`],
    canonicalPath: `/inmates/${state.slug}`,
    structuredData: breadcrumbList(stateBreadcrumb(state)),
  };
}
