import { UserIcon } from '../../../components/icons/icons';
import { resolveMediaUrl } from '../../profiles/utils/media';
import { authorName, formatPostDate } from '../utils/forumFormat';

export type PostAuthorProps = {
  /** `author_email` of the post: only the part before the @. */
  email: string;
  photo: string | null;
  createdAt: string;
  /** 'large' beside a thread's title, 'small' on a reply. */
  size?: 'large' | 'small';
  /** The author's last edit: "edited" follows the date. */
  editedAt?: string | null;
  /** For admins: "edited" opens the versions the edits replaced. */
  onShowRevisions?: () => void;
};

/** Who wrote a post and when: their account photo (or a placeholder), name and date. */
export function PostAuthor({ email, photo, createdAt, size = 'small', editedAt, onShowRevisions }: PostAuthorProps) {
  const name = authorName(email);
  const photoUrl = resolveMediaUrl(photo);
  const pixels = size === 'large' ? 48 : 40;
  return (
    <div className={`forum-author forum-author--${size}`}>
      {photoUrl ? (
        <img
          className="forum-author__photo"
          src={photoUrl}
          // The name beside it says who this is: the photo adds nothing to read out.
          alt=""
          width={pixels}
          height={pixels}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <span
          className="forum-author__photo forum-author__photo--placeholder"
          style={{ width: pixels, height: pixels }}
          aria-hidden="true"
        >
          <UserIcon />
        </span>
      )}
      <div className="forum-author__text">
        <span className="forum-author__name">{name}</span>
        <span className="forum-author__when">
          <time className="forum-author__date" dateTime={createdAt}>
            {formatPostDate(createdAt)}
          </time>
          {editedAt && <EditedMarker editedAt={editedAt} onShowRevisions={onShowRevisions} />}
        </span>
      </div>
    </div>
  );
}

type EditedMarkerProps = { editedAt: string; onShowRevisions?: () => void };

/** "edited" after a post's date; for admins, a link to the versions the edits replaced. */
function EditedMarker({ editedAt, onShowRevisions }: EditedMarkerProps) {
  const when = `Edited ${formatPostDate(editedAt)}`;
  if (!onShowRevisions) {
    return (
      <span className="forum-author__edited" title={when}>
        edited
      </span>
    );
  }
  return (
    <button
      type="button"
      className="forum-author__edited forum-author__edited--link"
      title={when}
      aria-label="edited: see earlier versions"
      onClick={onShowRevisions}
    >
      edited
    </button>
  );
}
