import { Link } from 'react-router-dom';
import { US_STATES } from '../../../data/states';
import './states.css';

/** /inmates: every state, each linking to its page. */
export function StatesIndex() {
  return (
    <div className="page-container states-index">
      <h1 className="page-title">Inmate Pen Pals by State</h1>
      <p className="states-index__lead">
        Choose a state to meet incarcerated people there who are looking for someone to write to,
        and to learn how mail reaches them.
      </p>
      <ul className="states-grid" aria-label="States">
        {US_STATES.map((state) => (
          <li key={state.code}>
            <Link className="states-grid__link" to={`/inmates/${state.slug}`}>
              <span className="states-grid__code" aria-hidden="true">
                {state.code}
              </span>
              <span className="states-grid__name">{state.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
