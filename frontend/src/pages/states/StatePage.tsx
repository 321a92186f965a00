import { Navigate, useParams } from 'react-router-dom';
import { ComingSoon } from '../../components/ComingSoon/ComingSoon';
import { usePageMeta } from '../../components/seo/usePageMeta';
import { findStateBySlug } from '../../data/states';

export function StatePage() {
  const { state: slug } = useParams();
  const state = findStateBySlug(slug);
  const name = state?.name ?? 'Your State';
  usePageMeta({
    title: `${name} Inmate Pen Pals`,
    description: `Write to incarcerated people in ${name} who are looking for pen pals. Browse verified ${name} inmate profiles and their mailing addresses.`,
    keywords: [`${name} inmates`, `${name} prison pen pals`, `${name} inmate pen pals`],
    canonicalPath: `/inmates/${state?.slug ?? slug ?? ''}`,
  });
  if (!state) return <Navigate to="/browse" replace />;
  return <ComingSoon title={`${state.name} Inmate Pen Pals`} />;
}
