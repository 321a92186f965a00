import PlusOutlined from '@ant-design/icons-svg/es/asn/PlusOutlined';
import { ButtonLink } from '../../../components/ButtonLink/ButtonLink';
import { Icon } from '../../../components/kit/Icon';
import { useSession } from '../../auth/hooks/useSession';
import { buildLoginPath } from '../../auth/redirects';
import { NEW_THREAD_PATH } from '../constants';
import type { ForumCategory } from '../types/forum';

export type NewThreadButtonProps = {
  /** The category the form starts with (from a category page). */
  category?: ForumCategory;
};

/** New Thread: the form for a signed-in user, /login (and back to the form) for anyone else. */
export function NewThreadButton({ category }: NewThreadButtonProps) {
  const { isLoggedIn } = useSession();
  const formPath = category ? `${NEW_THREAD_PATH}?category=${category}` : NEW_THREAD_PATH;
  return (
    <ButtonLink
      type="primary"
      size="large"
      icon={<Icon def={PlusOutlined} />}
      to={isLoggedIn ? formPath : buildLoginPath(formPath)}
    >
      New Thread
    </ButtonLink>
  );
}
