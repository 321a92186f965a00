import { Link } from 'react-router-dom';
import { GRACE_DAYS, MAX_PHOTOS, MIN_PROFILE_AGE, UNPAID_PROFILE_DAYS } from '@shared/rules';
import { SITE_NAME } from '../../../config/site';
import type { PolicySection } from './PolicyDocument';
import { ContactDetails, ContactEmail, MIN_USER_AGE } from './policyFacts';

/**
 * The privacy policy, section by section. Every statement here is what the site's code does:
 * check the code (and docs/profile-lifecycle.md, docs/payments.md) before changing a sentence.
 */
export const PRIVACY_SECTIONS: readonly PolicySection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: (
      <>
        <p>
          {SITE_NAME} is a directory of people in US prisons who would like pen pals. Family members and friends
          list them, and visitors browse the profiles and write to them by post. In this policy, “we” and “us” mean
          the team that runs {SITE_NAME}.
        </p>
        <p>Questions about your information can reach us here:</p>
        <ContactDetails />
      </>
    ),
  },
  {
    id: 'summary',
    title: 'The short version',
    body: (
      <ul>
        <li>
          We collect what the site needs to work: your e-mail address and password, the profiles you submit, your
          forum posts, and basic technical logs.
        </li>
        <li>A published profile is public on purpose. Anyone can see it.</li>
        <li>PayPal handles every payment. Card and bank details never reach us, and we do not store them.</li>
        <li>We do not sell your information, show advertising, or use advertising or tracking cookies.</li>
        <li>
          You can delete your account yourself at any time. Its profiles, photos and videos are deleted with it, at
          once.
        </li>
      </ul>
    ),
  },
  {
    id: 'what-we-collect',
    title: 'What we collect',
    body: (
      <>
        <h3>Your account</h3>
        <ul>
          <li>Your e-mail address.</li>
          <li>
            Your password, stored only in scrambled form (a one-way “hash”). Nobody here can read it, and we never ask
            you for it by e-mail.
          </li>
          <li>When the account was created and when you last signed in.</li>
          <li>An account photo, if you add one.</li>
        </ul>

        <h3>Profiles you submit</h3>
        <p>
          A profile is about another person: someone in prison. When you submit one, you give us information about
          them:
        </p>
        <ul>
          <li>
            their legal name, gender and date of birth (the profile shows only their age), prison name, inmate ID
            number and the prison’s mailing address;
          </li>
          <li>up to {MAX_PHOTOS} photos and, if you add one, a video;</li>
          <li>their bio, interests and the kind of pen pal they hope for;</li>
          <li>
            if you choose to add them: sexual orientation, race or ethnicity, religion, height, weight, when their
            sentence started, release dates, the offense, the prison messaging and call services they use,
            commissary sites and social media links.
          </li>
        </ul>
        <p>
          We also keep what happens to the profile: whether it is waiting for payment, in review, published or
          rejected (with the reason), its payment status, how often it was viewed, and whether you confirmed the
          warning for a state whose prisons forbid such listings.
        </p>
        <p>
          When a photo is uploaded we remove the hidden information inside it, such as the location where it was
          taken. Videos are stored as you upload them, so check your phone’s location setting before you record.
        </p>

        <h3>Payments</h3>
        <p>
          Payments are made through PayPal. You pay on PayPal’s own form, so your card number, bank details and
          PayPal password never reach our servers, and we do not store any card data. From PayPal we keep only:
        </p>
        <ul>
          <li>the number of the subscription or order, and what it pays for (a listing, premium or a video);</li>
          <li>its status, and the amount of a video order;</li>
          <li>when it was paid and, for a subscription, the next billing date.</li>
        </ul>

        <h3>The forum</h3>
        <p>
          The threads and replies you post, when you posted and edited them, the earlier versions of posts you
          edited, the threads you follow and how far you have read, and any report you send about a post, with your
          reason.
        </p>
        <p>
          Next to your posts the forum shows your account photo and, as your name, the part of your e-mail address
          before the “@”. If your address is jane.smith@example.com, your posts show “jane.smith”. If you would rather
          not show that, sign up with an address that does not contain your name.
        </p>

        <h3>Messages we send you</h3>
        <p>
          Notices about your profiles and payments appear in your account and are sent to your e-mail address. If
          you follow forum threads, we e-mail you about new replies.
        </p>

        <h3>Technical logs</h3>
        <p>
          Each request to our server writes one log line: the time, your IP address, your browser’s name and version,
          the address of the page or data asked for, the result and how long it took. Sign-in keys, and any password
          or reset code in an address, are blanked out before the line is written.
        </p>
        <p>
          If a page crashes in your browser, the site sends us the error message with its technical details, the
          page address and your browser’s name, so we can fix it.
        </p>
        <p>
          To slow down password guessing, the server counts attempts to sign in, register or reset a password for
          each IP address and e-mail address. These counts are kept in the server’s memory only, for a short time.
        </p>

        <h3>What we do not collect</h3>
        <p>
          We do not use analytics or advertising services, tracking pixels or social media plug-ins. Letters go by
          post straight to the prison: they never pass through us, and we do not see them.
        </p>
      </>
    ),
  },
  {
    id: 'why-we-use-it',
    title: 'Why we use it',
    body: (
      <ul>
        <li>To run your account and sign you in.</li>
        <li>To publish the profiles you submit, so people can write to them.</li>
        <li>To review every profile before it is published, and to look after the forum.</li>
        <li>
          To take payments through PayPal and keep each listing in step with them: start, renewal, the grace period
          after a failed payment, and the end.
        </li>
        <li>To tell you about your profiles, your payments and the forum threads you follow.</li>
        <li>To keep the site safe: to stop spam, scams and password guessing, and to find and fix errors.</li>
      </ul>
    ),
  },
  {
    id: 'legal-bases',
    title: 'Our reasons, in plain words',
    body: (
      <>
        <p>Privacy laws ask us to say why we are allowed to use your information. Our reasons are:</p>
        <ul>
          <li>
            <strong>You asked us to.</strong> An account, a listing, a payment or a forum post cannot work without the
            information that goes with it.
          </li>
          <li>
            <strong>Keeping the site safe and fair.</strong> Logs, sign-in limits, reviews and reports protect you,
            the people listed and us. We use only what these need.
          </li>
          <li>
            <strong>Your choice.</strong> Optional details, photos, a video and following a thread are up to you. You
            can change or remove them at any time.
          </li>
          <li>
            <strong>The law.</strong> We keep payment records, and we answer requests from authorities only when the
            law requires us to.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'what-is-public',
    title: 'What is public',
    body: (
      <>
        <p>
          A published profile can be seen by anyone, including search engines. That is what a listing is for: people{' '}
          <Link to="/browse">browse the profiles</Link> and write to the address shown. Everything on the profile’s
          page is public: the name, age, photos, video, prison, mailing address, inmate ID, bio and the optional
          details filled in. The date of birth itself is not shown, only the age. Social media links appear only on
          premium profiles.
        </p>
        <p>Forum threads and replies are public too, with the forum name and account photo of the person who wrote them.</p>
        <p>
          Not public: your e-mail address, payment details, and profiles that are waiting for payment, in review or
          rejected. Only you and our admins see those.
        </p>
        <p>
          Once something has been public, people or search engines may have copied it. When we delete it, we cannot
          delete those copies.
        </p>
      </>
    ),
  },
  {
    id: 'how-long',
    title: 'How long we keep it',
    body: (
      <>
        <h3>Profiles</h3>
        <ul>
          <li>A profile is kept while its listing is paid for.</li>
          <li>
            A profile that is not paid for (or unlocked with a promo code) within {UNPAID_PROFILE_DAYS} days of being
            submitted is deleted with its photos. We tell you a few days before.
          </li>
          <li>
            If a payment fails, the profile stays listed for a grace period of {GRACE_DAYS} days. If it is still not
            paid at the end, the profile is deleted for good, with its photos and video. The same happens when a free
            listing from a promo code ends and is not paid for within {GRACE_DAYS} days.
          </li>
          <li>
            If you cancel, the profile stays listed until the end of the period already paid, and is then deleted
            with its photos and video.
          </li>
          <li>
            When you delete a profile, or an admin removes it, it is deleted at once with its photos and video, and
            its PayPal subscriptions are cancelled first.
          </li>
        </ul>

        <h3>Deleting your account</h3>
        <p>
          You can delete your account from your <Link to="/dashboard/settings">account settings</Link>. When you do,
          we first cancel all its PayPal subscriptions (if PayPal cannot be reached, nothing is deleted and you are
          asked to try again). Then these are deleted at once: the account and its photo, every profile it submitted
          with their photos and videos, its notices, the threads it started (with the replies in them), its replies,
          and the threads it followed.
        </p>

        <h3>Forum posts</h3>
        <p>
          When you delete one of your posts, it shows as deleted and its words are no longer shown to anyone. The
          text stays stored, with the earlier versions of edited posts, until your account is deleted or an admin
          removes the post. Notices in your account stay until you delete them or the account.
        </p>

        <h3>What we keep after a deletion</h3>
        <ul>
          <li>
            Payment records: PayPal’s subscription and order numbers, amounts, statuses and dates, no longer linked to
            an account or profile. We need them to account for money received.
          </li>
          <li>
            A record that a promo code was used (the code, the date and the number the account had), so a code’s
            limits keep working.
          </li>
          <li>
            Our log of admin decisions, such as approving, rejecting or removing a profile. Each entry keeps the
            profile’s name or the account’s e-mail address at the time and the reason given, so we can explain our
            decisions later.
          </li>
          <li>Reports you sent about forum posts, without your name.</li>
        </ul>

        <h3>Logs and backups</h3>
        <p>
          Technical logs are written to our server’s output, not to the site’s database. They are kept by our
          hosting for troubleshooting and security, and deleting your account does not change lines already written.
          If a backup copy of the database was made before a deletion, the deleted information stays in that copy
          until the copy is replaced.
        </p>
      </>
    ),
  },
  {
    id: 'browser-storage',
    title: 'Cookies and browser storage',
    body: (
      <>
        <p>
          We set no cookies, and we use no advertising or analytics cookies. When you sign in, the site keeps two
          items in your browser’s storage, so pages know who you are:
        </p>
        <ul>
          <li>
            <code>auth_token</code>: your sign-in key. It stops working after a set time (a week unless we change the
            setting), or when you change your password or delete your account.
          </li>
          <li>
            <code>user_data</code>: your account’s number and e-mail address, whether you are an admin, and the address
            of your account photo.
          </li>
        </ul>
        <p>
          Signing out removes both. While a tab is open the site may also keep a short message such as “please sign
          in again” (<code>auth_notice</code>), which is gone when you close the tab.
        </p>
        <p>
          When you open a payment step, PayPal’s buttons load from PayPal, and PayPal may set its own cookies under its
          own privacy statement. Your browser may also keep copies of photos it has shown, as it does on any site.
        </p>
      </>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    body: (
      <>
        <p>We do not sell or rent your information. We share it only with:</p>
        <ul>
          <li>
            <strong>PayPal</strong>, which takes your payments. PayPal receives what you give it when you pay, and from
            us the plan, the price and the number of the profile paid for.
          </li>
          <li>
            <strong>Our e-mail service</strong>, which delivers our e-mails. It receives your e-mail address and the
            message.
          </li>
          <li>
            <strong>Our hosting provider</strong>, which runs the server, the database and the stored photos and
            videos for us.
          </li>
          <li>
            <strong>Everyone</strong>, for what is public by design: published profiles and forum posts.
          </li>
          <li>
            <strong>Authorities</strong>, only when the law requires us to.
          </li>
        </ul>
        <p>
          Our admins may use an AI writing service to draft blog articles. Only the title, category and keywords they
          type are sent to it, never information about you or the people listed.
        </p>
      </>
    ),
  },
  {
    id: 'person-listed',
    title: 'If you are the person listed, or their family',
    body: (
      <>
        <p>
          Profiles are submitted by family members, friends or the person themselves, and our team reviews each one
          before it is published. If a profile about you or your relative is wrong, out of date or unwanted, write to{' '}
          <ContactEmail /> with the profile’s link (or the name and state) and how you are connected. We may ask for
          something that shows the request comes from the person or their family before we change or remove it.
        </p>
        <p>
          Please tell us too when the person is released or moved, or no longer wants letters, so nobody writes to an
          old address.
        </p>
        <p>
          Prison staff can see public profiles like anyone else. In some states, being listed can get a person in
          trouble with their prison: see <Link to="/terms#restricted-states">the states that forbid such listings</Link>.
        </p>
      </>
    ),
  },
  {
    id: 'security',
    title: 'How we protect it',
    body: (
      <ul>
        <li>Passwords are stored only as a one-way hash; reset links work once and for one hour.</li>
        <li>Sign-in attempts are limited, to slow down password guessing.</li>
        <li>Only you and our admins see your profiles before they are published, and your payment status.</li>
        <li>Sign-in keys and passwords are kept out of our logs; hidden location data is removed from photos.</li>
        <li>
          No website is perfectly safe. Use a password you do not use anywhere else, and sign out on shared
          computers.
        </li>
      </ul>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your choices and rights',
    body: (
      <>
        <ul>
          <li>
            See, change or delete your profiles from <Link to="/dashboard">My Account</Link>, and change your password
            or delete your whole account in your <Link to="/dashboard/settings">account settings</Link>.
          </li>
          <li>To change your e-mail address, write to us from that address.</li>
          <li>
            To get a copy of the information we hold about you, or to have it corrected or deleted, write to{' '}
            <ContactEmail /> from your account’s e-mail address. We may ask you to confirm it is you.
          </li>
          <li>
            Forum e-mails: every one has a link that stops e-mails about that thread in one click, and you can stop
            following a thread on its page.
          </li>
          <li>
            E-mails about your profiles and payments (a failed payment, a removal, a review decision) are part of the
            service and are sent while you have an account.
          </li>
        </ul>
        <p>
          Depending on where you live, the law may give you more rights over your information. You can use them by
          writing to us.
        </p>
      </>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: (
      <p>
        {SITE_NAME} is for adults. You must be at least {MIN_USER_AGE} to use it, and everyone listed must be at least{' '}
        {MIN_PROFILE_AGE}. Photos may not show children. We do not knowingly keep information about children: if you
        believe a child has an account or appears on a profile, write to <ContactEmail /> and we will remove it.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        We update this policy when the site changes how it handles information. The version on this page is the one
        that applies, and the “Last updated” line at the top shows the date on which you are reading it. Please read
        it again before you submit a profile or make a payment.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <>
        <p>For any question about this policy or your information:</p>
        <ContactDetails />
      </>
    ),
  },
];
