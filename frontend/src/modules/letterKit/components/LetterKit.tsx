import { Link } from 'react-router-dom';
import { STAY_SAFE_LINES } from '@shared/text';
import { NoteSources } from '../../profiles/components/detail/NoteSources';
import type { ProfileDetail } from '../../profiles/types/profile';
import { getMailingInstructions } from '../../profiles/utils/mailingAddress';
import { MAIL_RULES } from '../mailRules';
import { KitEnvelope } from './KitEnvelope';
import { MailRulesList } from './MailRulesList';
import { PrintButton } from './PrintButton';
import '../letterKit.css';

type LetterKitProps = {
  profile: ProfileDetail;
};

/** The first name, for the guide's sentences ("Tell Maria…"). */
function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] || name;
}

/**
 * The printable letter kit of one public profile (docs/writer-tools.md, section 4): the address as the
 * state's rules want it (the profile page's own `getMailingInstructions`), a #10 envelope to copy, the
 * general mail rules with their sources, a first-letter guide and the Stay safe guide's lines.
 */
export function LetterKit({ profile }: LetterKitProps) {
  const { lines, note } = getMailingInstructions(profile);
  const first = firstName(profile.name);
  const state = profile.state_info;
  return (
    <article className="letter-kit page-container" aria-labelledby="letter-kit-title">
      <header className="kit-header">
        <p className="kit-back">
          <Link to={`/profile/${profile.id}`}>Back to {profile.name}&apos;s profile</Link>
        </p>
        <h1 id="letter-kit-title" className="page-title kit-title">
          Letter kit for {profile.name}
        </h1>
        <p className="kit-lead">
          The address, an envelope to copy, the mail rules prisons apply and a few tips for a first letter. Print it,
          or save it as a PDF from the print dialog.
        </p>
        <PrintButton />
      </header>

      <section className="kit-section kit-address" aria-labelledby="kit-address-title">
        <h2 id="kit-address-title">1. The mailing address</h2>
        {note && (
          <p className="kit-address__central">
            <strong>Send personal mail to this address, not to the prison.</strong>
          </p>
        )}
        <address className="kit-address__lines" data-testid="kit-address">
          {lines.map((line, index) => (
            <span key={index} className="kit-address__line">
              {line}
            </span>
          ))}
        </address>
        {note && (
          <>
            <p className="kit-address__note">{note.text}</p>
            {note.sources.length > 0 && (
              <p className="kit-address__sources">
                <NoteSources note={note} />
              </p>
            )}
          </>
        )}
        <p className="kit-address__hint">
          Copy it exactly, name and number included, on one line each as shown.
        </p>
      </section>

      <section className="kit-section kit-envelope-page" aria-labelledby="kit-envelope-title">
        <div className="kit-envelope-page__text">
          <h2 id="kit-envelope-title">2. The envelope</h2>
          <p className="kit-envelope-page__caption">
            A #10 envelope (9.5 × 4.125 in), printed at real size: copy it onto a plain white envelope.
          </p>
        </div>
        <KitEnvelope lines={lines} />
      </section>

      <section className="kit-section" aria-labelledby="kit-rules-title">
        <h2 id="kit-rules-title">3. Mail rules most prisons apply</h2>
        <p>A letter that breaks one of these rules is usually returned or thrown away, and the person never learns it was sent.</p>
        <MailRulesList rules={MAIL_RULES} />
        <p className="kit-check" data-testid="kit-check-facility">
          Rules differ from prison to prison and change often. Before you write, check the mail rules of{' '}
          {profile.prison_name}
          {state ? (
            <>
              {' '}
              with the <a href={state.doc_locator_url}>{state.doc_name}</a>{' '}
              <span className="kit-check__url">({state.doc_locator_url})</span>.
            </>
          ) : (
            '.'
          )}
        </p>
      </section>

      <section className="kit-section" aria-labelledby="kit-guide-title">
        <h2 id="kit-guide-title">4. Your first letter</h2>
        <ol className="kit-guide">
          <li>
            <strong>Introduce yourself:</strong> your first name, where you live (the state or city is enough) and
            what you like to do.
          </li>
          <li>
            <strong>Say where you found {first}:</strong> on this site, and what in the profile made you write.
          </li>
          <li>
            <strong>Ask a question or two</strong> about what {first} wrote, so the reply has somewhere to start.
          </li>
          <li>
            <strong>Say how often you can write,</strong> once a week or once a month, so {first} knows what to
            expect.
          </li>
          <li>
            <strong>Keep it short and kind:</strong> a page or two is plenty, and mail takes a week or more each way.
          </li>
          <li>
            <strong>Leave out what you cannot take back:</strong> no home address, phone number or workplace, and no
            money, now or later.
          </li>
        </ol>
      </section>

      <section className="kit-section kit-safe" aria-labelledby="kit-safe-title">
        <h2 id="kit-safe-title">5. Stay safe</h2>
        <p className="kit-safe__money">
          <strong>{STAY_SAFE_LINES.neverSendMoney}</strong>
        </p>
        <p>{STAY_SAFE_LINES.returnAddress}</p>
        <p>{STAY_SAFE_LINES.keepPrivate}</p>
        <p>{STAY_SAFE_LINES.anyRequestForMoney}</p>
        <p className="kit-safe__more">
          More in our <Link to="/stay-safe">Stay safe guide</Link>.
        </p>
      </section>
    </article>
  );
}
