import { Navigate, useParams } from 'react-router-dom';
import { usePageMeta } from '../../components/seo/usePageMeta';
import { findStateBySlug, type UsState } from '../../data/states';
import { StateDirectory } from '../../modules/states/components/StateDirectory';
import { useStateDirectory } from '../../modules/states/hooks/useStateDirectory';
import { excerpt } from '../../modules/profiles/utils/format';

/** /inmates/:state; an unknown state goes to /browse. */
export function StatePage() {
  const { state: slug } = useParams();
  const state = findStateBySlug(slug);
  if (!state) return <Navigate to="/browse" replace />;
  return <KnownStatePage key={state.code} state={state} />;
}

function KnownStatePage({ state }: { state: UsState }) {
  const directory = useStateDirectory(state.slug, state.code);
  const { details } = directory;
  usePageMeta({
    title: `${state.name} Inmate Pen Pals`,
    description: details?.description
      ? excerpt(details.description)
      :
      `Write to incarcerated people in ${state.name} who are looking for pen pals. Browse verified ${state.name} inmate profiles and their mailing addresses.`,
    keywords: details?.keywords?.length
      ? details.keywords
      : [`${state.name} inmates`, `${state.name} prison pen pals`, `${state.name} inmate pen pals`],
    canonicalPath: `/inmates/${state.slug}`,
  });
  return <StateDirectory state={state} {...directory} />;
}
