import { Link } from 'react-router-dom';
import {
  COMMISSARY_CAUTION,
  NOTICE_CODE_SHAPE,
  NOTICE_SAFETY_LINES,
  STAY_SAFE_LINES,
  VERIFY_NOTICE_PATH,
} from '@shared/text';
import { usePageMeta } from '../../components/seo/usePageMeta';
import { ContactEmailLink } from '../../config/siteContact';
import { InfoPage } from '../../modules/info/components/InfoPage';

/** The longer guide on the blog (one of the site's own guides, backend/src/modules/site/site-guides.content.ts). */
const SCAMS_GUIDE_PATH = '/blog/pen-pal-scams-and-safety';

export function StaySafePage() {
  usePageMeta({
    title: 'Stay Safe When Writing to Someone in Prison',
    description: 'Never send money, keep your address private, recognise a scam, and know how our own notices look.',
    keywords: ['prison pen pal scams', 'inmate pen pal safety'],
    canonicalPath: '/stay-safe',
  });
  const contactLink = <ContactEmailLink />;
  return (
    <InfoPage
      title="Stay safe"
      lead="Most people listed here want friendship and letters. A few want money. These habits protect you, and the person you write to."
    >
      <section aria-labelledby="safe-money">
        <h2 id="safe-money">Never send money</h2>
        <p className="info-callout">
          <strong>{STAY_SAFE_LINES.neverSendMoney}</strong>
        </p>
        <p>
          That includes cash, checks, money orders, gift cards, payment apps and deposits to someone&apos;s
          commissary or phone account. Do not cash a check or money order for someone, and do not pass
          money on to another person.
        </p>
        <p>
          Some profiles list commissary and care-package sites, for the person&apos;s family and friends.{' '}
          {COMMISSARY_CAUTION}
        </p>
        <p>
          A rule makes it easier to say no kindly: &quot;I don&apos;t send money to anyone I write to.&quot; A
          real friendship survives it.
        </p>
      </section>

      <section aria-labelledby="safe-private">
        <h2 id="safe-private">Keep your address and details private</h2>
        <p>{STAY_SAFE_LINES.returnAddress}</p>
        <p>{STAY_SAFE_LINES.keepPrivate}</p>
      </section>

      <section aria-labelledby="safe-scams">
        <h2 id="safe-scams">How to recognise a scam</h2>
        <ul>
          <li>
            <strong>A sad story that ends in money:</strong> legal or &quot;lawyer fees&quot; for an appeal, a
            medical bill, a debt inside. There is always a next one.
          </li>
          <li>
            <strong>Urgency:</strong> a deadline, or &quot;if you really cared, you would&quot;.
          </li>
          <li>
            <strong>Strong feelings very fast:</strong> talk of love in the first few letters.
          </li>
          <li>
            <strong>Moving you away from letters:</strong> pressure to talk by phone, by app or on social
            media, or to deal with a &quot;friend&quot; outside.
          </li>
          <li>
            <strong>Sending things to someone else:</strong> money or parcels for a cousin, a friend or a
            lawyer, or to an account that is not the person&apos;s own.
          </li>
          <li>
            <strong>Stories that change,</strong> or details that do not match the profile or the
            state&apos;s inmate search.
          </li>
        </ul>
        <p>{STAY_SAFE_LINES.anyRequestForMoney}</p>
      </section>

      <section aria-labelledby="safe-inside">
        <h2 id="safe-inside">People in prison can be targeted too</h2>
        <p>
          Scams run both ways. People inside are also lied to and pressured by people outside. Do not ask the
          person you write to for money, gifts or favors, and never ask them to get around the
          facility&apos;s rules: they can be disciplined for it. Offer what you came for: letters and
          friendship.
        </p>
      </section>

      <section aria-labelledby="safe-notices">
        <h2 id="safe-notices">How our renewal notices look</h2>
        <p>
          Crooks sometimes pose as pen-pal sites to collect fake &quot;renewal fees&quot; from families. Our
          real notices:
        </p>
        <ul>
          <li>
            appear in your notifications in <Link to="/dashboard">My Account</Link> on this site, and we
            send the same words by e-mail from our own address;
          </li>
          <li>only ever send you to your account page here, where you pay through PayPal after you sign in;</li>
          <li>
            carry a reference code such as {NOTICE_CODE_SHAPE}, which you can check on our{' '}
            <Link to={VERIFY_NOTICE_PATH}>notice check page</Link>: it tells you whether we sent that e-mail,
            when, and what it asked you to do;
          </li>
          <li>
            end with: &quot;{NOTICE_SAFETY_LINES.join(' ')}&quot;
          </li>
        </ul>
        <p>
          We never ask for a card number, bank details, a password or a gift card by e-mail, text or phone.
          If a message about your listing asks you to pay any other way, or its reference is not one we sent, do
          not click its links. Type our address yourself, sign in and look at My Account. If the notice is not
          there, it did not come from us: forward it to {contactLink}.
        </p>
      </section>

      <section aria-labelledby="safe-wrong">
        <h2 id="safe-wrong">If something feels wrong</h2>
        <ul>
          <li>
            <strong>Stop writing.</strong> You do not owe anyone a reply or an explanation.
          </li>
          <li>
            <strong>Keep the letters.</strong> They help us, and anyone else you report to.
          </li>
          <li>
            <strong>A forum post:</strong> sign in and use its Report button. Our team reviews every report.
          </li>
          <li>
            <strong>A profile:</strong> e-mail {contactLink} with the link to the profile and what happened.
          </li>
          <li>
            <strong>If you have lost money:</strong> report it to your local police and to the Federal Trade
            Commission at <a href="https://reportfraud.ftc.gov/">ReportFraud.ftc.gov</a>, and tell the
            facility where the person is held.
          </li>
        </ul>
        <p>It is not your fault when someone lies to you, and reporting protects the next writer.</p>
        <p>
          For more, read our guide <Link to={SCAMS_GUIDE_PATH}>Pen pal scams and staying safe</Link>, ask
          other writers in the forum&apos;s <Link to="/forum/category/safety">Safety &amp; Security</Link>{' '}
          section, or see the <Link to="/faq">FAQ</Link>.
        </p>
      </section>
    </InfoPage>
  );
}
