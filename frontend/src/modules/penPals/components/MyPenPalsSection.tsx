import { Empty, Skeleton } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { ButtonLink } from '../../../components/ButtonLink/ButtonLink';
import { LoadError } from '../../../components/feedback/LoadError';
import { usePenPals } from '../hooks/usePenPals';
import { PEN_PALS_MESSAGES } from '../messages';
import { PenPalEntry } from './PenPalEntry';
import './penPals.css';

/** My Account's "My pen pals": the profiles this account saved, each with its private letter log. */
export function MyPenPalsSection() {
  const { penPals, isLoading, hasFailed, reload, remove, isRemoving } = usePenPals();

  let body;
  if (isLoading) {
    body = (
      <div role="status" aria-live="polite" className="pen-pals__loading">
        <span className="visually-hidden">Loading your pen pals…</span>
        <Skeleton active avatar paragraph={{ rows: 2 }} />
      </div>
    );
  } else if (hasFailed) {
    body = <LoadError title={PEN_PALS_MESSAGES.loadFailed} onRetry={reload} />;
  } else if (penPals.length === 0) {
    body = (
      <Empty className="pen-pals__empty" image={Empty.PRESENTED_IMAGE_SIMPLE} description={PEN_PALS_MESSAGES.emptyTitle}>
        <p className="pen-pals__empty-help">{PEN_PALS_MESSAGES.emptyHelp}</p>
        <ButtonLink to="/browse" type="primary" icon={<SearchOutlined aria-hidden="true" />}>
          Browse profiles
        </ButtonLink>
      </Empty>
    );
  } else {
    body = (
      <ul className="pen-pals__list">
        {penPals.map((penPal) => (
          <li key={penPal.id}>
            <PenPalEntry penPal={penPal} onRemove={(id, name) => void remove(id, name)} isRemoving={isRemoving(penPal.id)} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="pen-pals" aria-labelledby="pen-pals-title">
      <h2 id="pen-pals-title" className="pen-pals__title">
        My pen pals
      </h2>
      <p className="pen-pals__intro">Only you see this list and its letter logs.</p>
      {body}
    </section>
  );
}
