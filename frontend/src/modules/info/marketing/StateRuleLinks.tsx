import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import { RESTRICTED_STATE_EXAMPLES } from './guides';

/** "Florida, Missouri and Indiana", each a link to its state page and the notes there. */
export function StateRuleLinks() {
  const last = RESTRICTED_STATE_EXAMPLES.length - 1;
  return (
    <>
      {RESTRICTED_STATE_EXAMPLES.map((state, index) => (
        <Fragment key={state.path}>
          {index > 0 && (index === last ? ' and ' : ', ')}
          <Link to={state.path}>{state.name}</Link>
        </Fragment>
      ))}
    </>
  );
}
