import { Navigate, useParams } from 'react-router-dom';
import { usePageMeta } from '../../components/seo/usePageMeta';
import { findStateBySlug, type UsState } from '../../data/states';
import { StateDirectory } from '../../modules/states/components/StateDirectory';
import { useStateDirectory } from '../../modules/states/hooks/useStateDirectory';
import { buildStateMeta } from '../../modules/states/utils/stateMeta';

/** /inmates/:state; an unknown state goes to /browse. */
export function StatePage() {
  const { state: slug } = useParams();
  const state = findStateBySlug(slug);
  if (!state) return <Navigate to="/browse" replace />;
  return <KnownStatePage key={state.code} state={state} />;
}

function KnownStatePage({ state }: { state: UsState }) {
  const directory = useStateDirectory(state.slug, state.code);
  usePageMeta(buildStateMeta(state, directory.details));
  return <StateDirectory state={state} {...directory} />;
}
