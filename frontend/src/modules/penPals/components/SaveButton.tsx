import { useLocation } from 'react-router-dom';
import { SiteLink } from '../../../components/kit/SiteLink';
import { useSession } from '../../auth/hooks/useSession';
import { buildLoginPath } from '../../auth/redirects';
import { useSaveToggle } from '../hooks/useSaveToggle';
import './saveButton.css';

export type SaveButtonProps = {
  profileId: string;
  /** The profile's name: the compact card button is called "Save <name>". */
  name: string;
  /** 'card': a round icon button on the card's photo; 'page': the profile page's labelled button. */
  variant?: 'card' | 'page';
};

/** A bookmark (outlined; filled when saved), drawn inline so public pages load no icon set. */
function BookmarkIcon({ filled }: { filled: boolean }) {
  return (
    <svg className="save-button__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M6.5 3.5h11a1 1 0 0 1 1 1v16l-6.5-4.2-6.5 4.2v-16a1 1 0 0 1 1-1z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * "Save" / "Saved" (My pen pals) on a profile card and the profile page. Signed out it is a link to
 * /login and back here; the server and the first client render draw that form (useSession's server
 * snapshot), so hydration matches, and the signed-in button follows after mount. The two forms are two
 * components: a signed-out card (every card a crawler or a new visitor sees) asks no query and resolves no
 * route, on the server's render and in the browser's hydration alike (issue 28).
 */
export function SaveButton({ profileId, name, variant = 'page' }: SaveButtonProps) {
  const { isLoggedIn } = useSession();
  return isLoggedIn ? (
    <SaveToggle profileId={profileId} name={name} variant={variant} />
  ) : (
    <SignInToSave name={name} variant={variant} />
  );
}

function className(variant: NonNullable<SaveButtonProps['variant']>, isSaved: boolean): string {
  return `save-button save-button--${variant}${isSaved ? ' save-button--saved' : ''}`;
}

/** The icon and the words: the card's button has no visible text, its hidden name says whose profile it saves. */
function SaveContent({ name, variant, isSaved }: { name: string; variant: NonNullable<SaveButtonProps['variant']>; isSaved: boolean }) {
  return (
    <>
      <BookmarkIcon filled={isSaved} />
      {variant === 'card' ? <span className="visually-hidden">Save {name}</span> : <span>{isSaved ? 'Saved' : 'Save'}</span>}
    </>
  );
}

/** Signed out: a link to /login that comes back to this page. */
function SignInToSave({ name, variant }: { name: string; variant: NonNullable<SaveButtonProps['variant']> }) {
  const { pathname, search } = useLocation();
  return (
    <SiteLink
      className={className(variant, false)}
      to={buildLoginPath(`${pathname}${search}`)}
      title={variant === 'card' ? 'Sign in to save' : undefined}
    >
      <SaveContent name={name} variant={variant} isSaved={false} />
    </SiteLink>
  );
}

/** Signed in: the toggle. */
function SaveToggle({ profileId, name, variant }: Required<SaveButtonProps>) {
  const { isSaved, isBusy, toggle } = useSaveToggle(profileId, name);
  const isCard = variant === 'card';
  return (
    <button
      type="button"
      className={className(variant, isSaved)}
      aria-pressed={isSaved}
      aria-busy={isBusy || undefined}
      disabled={isBusy}
      title={isCard ? (isSaved ? 'Saved in My pen pals' : 'Save to My pen pals') : undefined}
      onClick={() => void toggle()}
    >
      <SaveContent name={name} variant={variant} isSaved={isSaved} />
    </button>
  );
}
