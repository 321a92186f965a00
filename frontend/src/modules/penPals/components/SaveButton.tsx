import { Link, useLocation } from 'react-router-dom';
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
 * snapshot), so hydration matches, and the signed-in button follows after mount.
 */
export function SaveButton({ profileId, name, variant = 'page' }: SaveButtonProps) {
  const { isLoggedIn } = useSession();
  const { pathname, search } = useLocation();
  const { isSaved, isBusy, toggle } = useSaveToggle(profileId, name, isLoggedIn);
  const isCard = variant === 'card';
  const className = `save-button save-button--${variant}${isSaved ? ' save-button--saved' : ''}`;
  const label = isSaved ? 'Saved' : 'Save';
  // The card's button has no visible text: its name says whose profile it saves.
  const content = (
    <>
      <BookmarkIcon filled={isSaved} />
      {isCard ? <span className="visually-hidden">Save {name}</span> : <span>{label}</span>}
    </>
  );

  if (!isLoggedIn) {
    return (
      <Link className={className} to={buildLoginPath(`${pathname}${search}`)} title={isCard ? 'Sign in to save' : undefined}>
        {content}
      </Link>
    );
  }
  return (
    <button
      type="button"
      className={className}
      aria-pressed={isSaved}
      aria-busy={isBusy || undefined}
      disabled={isBusy}
      title={isCard ? (isSaved ? 'Saved in My pen pals' : 'Save to My pen pals') : undefined}
      onClick={() => void toggle()}
    >
      {content}
    </button>
  );
}
