import { Link } from 'react-router-dom';
import {
  FORUM_EDIT_WINDOW_MINUTES,
  FORUM_HOURLY_LIMITS,
  FORUM_NEW_ACCOUNT_MAX_LINKS,
  FORUM_REPLY_EMAIL_INTERVAL_HOURS,
  FORUM_REPORTS_TO_HIDE,
  GRACE_DAYS,
  MAX_PHOTO_BYTES,
  MAX_PHOTOS,
  MAX_VIDEO_BYTES,
  MAX_VIDEO_SECONDS,
  MIN_PROFILE_AGE,
  UNPAID_PROFILE_DAYS,
} from '@shared/rules';
import { SITE_NAME } from '../../../config/site';
import type { PolicySection } from './PolicyDocument';
import { ContactDetails, ContactEmail, MIN_USER_AGE, POLICY_PRICES, RESTRICTED_STATES } from './policyFacts';

const MB = 1024 * 1024;

/**
 * The terms of service, section by section: the rules for profiles and photos, the review, billing,
 * cancelling, the grace period, the restricted states, conduct and the forum. Numbers and prices come
 * from the shared rules; what the site does is what its code does.
 */
export const TERMS_SECTIONS: readonly PolicySection[] = [
  {
    id: 'about',
    title: 'About these terms',
    body: (
      <>
        <p>
          These terms are the rules for using {SITE_NAME}: browsing, creating an account, listing someone, paying for
          a listing and taking part in the forum. By using the site you agree to them. If you do not agree, please do
          not use it.
        </p>
        <p>
          How we handle information is explained in our <Link to="/privacy">privacy policy</Link>.
        </p>
      </>
    ),
  },
  {
    id: 'the-service',
    title: 'What the site does, and what it does not',
    body: (
      <>
        <p>
          {SITE_NAME} is a directory of people in US prisons who would like pen pals. Visitors{' '}
          <Link to="/browse">browse the profiles</Link> and write letters by post to the address shown. Family
          members, friends or the person themselves <Link to="/submit">list someone</Link> and pay for the listing.
        </p>
        <p>
          We are not a prison, a government agency or a mail service. We do not deliver letters or messages, and we do
          not pass money to anyone.
        </p>
      </>
    ),
  },
  {
    id: 'who-may-use',
    title: 'Who may use the site',
    body: (
      <>
        <p>
          You must be at least {MIN_USER_AGE} years old to use {SITE_NAME}, create an account, submit a profile or
          post in the forum.
        </p>
        <p>
          Keep your password to yourself. You are responsible for what is done with your account. If you think
          someone else has used it, change your password and tell us.
        </p>
      </>
    ),
  },
  {
    id: 'profile-rules',
    title: 'Rules for profiles',
    body: (
      <>
        <p>Every profile must follow these rules:</p>
        <ul>
          <li>It is about a person who is in prison in the United States now, and who is at least {MIN_PROFILE_AGE}.</li>
          <li>It uses the person’s legal name, as it appears on the prison’s records.</li>
          <li>It is about one person only. Each person needs their own profile.</li>
          <li>
            It carries no contact information other than the prison mailing address, apart from what the form asks
            for: the prison messaging and call services the person uses, commissary sites and social media links.
            No personal phone numbers, e-mail addresses or home addresses, whether the person’s, yours or anyone
            else’s.
          </li>
          <li>
            It is true and up to date. You are the person listed, or you act for them with their agreement.
          </li>
          <li>
            When the person is released, moved or no longer wants letters, you change the profile or delete it from{' '}
            <Link to="/dashboard">My Account</Link>.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'photos',
    title: 'Photos and video',
    body: (
      <>
        <p>
          A profile has up to {MAX_PHOTOS} photos, each smaller than {MAX_PHOTO_BYTES / MB} MB, and may have one video
          of up to {MAX_VIDEO_SECONDS} seconds ({MAX_VIDEO_BYTES / MB} MB at most). They must show the person listed.
        </p>
        <p>Photos and videos may not contain:</p>
        <ul>
          <li>profanity;</li>
          <li>sexually explicit content;</li>
          <li>children;</li>
          <li>other people;</li>
          <li>advertising for other sites.</li>
        </ul>
        <p>Only upload photos and videos you have the right to share.</p>
      </>
    ),
  },
  {
    id: 'review',
    title: 'Review before publishing',
    body: (
      <>
        <p>
          Our team reviews every profile before it is published, once its listing is paid for. A profile that is
          changed, or gets a new video, is reviewed again and is not shown while it waits.
        </p>
        <p>
          We may reject a profile that breaks these terms. You will see the reason in your account and by e-mail, and
          you can correct the profile and send it again. Rejecting a profile does not cancel its subscription: if you
          do not want to go on, cancel it or delete the profile from <Link to="/dashboard">My Account</Link>.
        </p>
        <p>
          We may also remove a published profile, a photo, a video or a forum post that breaks these terms. A removed
          profile is deleted for good with its photos and video, and its subscriptions are cancelled.
        </p>
        <p>
          Our review checks a profile against these rules. It is not a background check, and we cannot promise that
          everything a profile says is true.
        </p>
      </>
    ),
  },
  {
    id: 'prices',
    title: 'Prices and payments',
    body: (
      <>
        <ul>
          <li>
            <strong>Listing: {POLICY_PRICES.listing}</strong>, paid every month through PayPal until you cancel. A
            profile is reviewed and published only once its listing is paid for.
          </li>
          <li>
            <strong>Premium: {POLICY_PRICES.premium}</strong> more, also monthly. A premium profile has a Premium badge,
            comes before other profiles in the lists, and shows its social media links.
          </li>
          <li>
            <strong>Video: {POLICY_PRICES.video}</strong>, paid once for each video. If a video is deleted, a new one is
            paid for again.
          </li>
          <li>
            <strong>Promo codes</strong> can list a profile free, for a set time or with no end. A profile can use one
            code; each code sets how many times one account may use it.
          </li>
        </ul>
        <p>
          Prices are in US dollars. You pay through PayPal, under PayPal’s own terms; we never see your card or bank
          details. A payment counts once PayPal shows it as completed. Until then your account shows “Payment
          processing”.
        </p>
        <p>
          <strong>We never ask for money by e-mail, text, phone or letter.</strong> Renewals are only ever paid from
          your account page on our site. If anyone asks you to pay them to keep a listing, it is a scam: see{' '}
          <Link to="/stay-safe">how to stay safe</Link>.
        </p>
        <p>
          We do not refund time that has already been paid for. If you think you were charged by mistake, write to{' '}
          <ContactEmail />.
        </p>
      </>
    ),
  },
  {
    id: 'cancelling',
    title: 'Cancelling',
    body: (
      <>
        <p>
          You can cancel a listing or premium at any time from <Link to="/dashboard">My Account</Link>, or in your
          PayPal account. No further payments are taken.
        </p>
        <ul>
          <li>
            A cancelled listing stays published until the end of the period already paid. Then the profile is deleted
            for good, with its photos and video.
          </li>
          <li>A cancelled premium stays until the end of its paid period; the profile then goes on as a normal listing.</li>
          <li>
            Deleting a profile, or your account, ends everything at once and cancels its subscriptions at PayPal.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'grace-period',
    title: 'Failed payments and removal',
    body: (
      <>
        <p>
          If a monthly payment fails, the profile stays published for a grace period of {GRACE_DAYS} days. We tell you
          at once, in your account and by e-mail, and again shortly before the grace period ends. Pay from your
          account page during those days to keep the listing.
        </p>
        <p>
          If it is still not paid when the {GRACE_DAYS} days are over, the profile is deleted for good, with its photos
          and video. It cannot be brought back: you would need to submit it again. The same applies when a free
          listing from a promo code ends and is not paid for.
        </p>
        <p>
          A profile that is submitted but never paid for is deleted with its photos {UNPAID_PROFILE_DAYS} days after it
          was submitted. We warn you a few days before.
        </p>
      </>
    ),
  },
  {
    id: 'restricted-states',
    title: 'States that forbid such listings',
    body: (
      <>
        <p>
          The prison rules of some states forbid people in their prisons to advertise for pen pals. A person can be
          disciplined when a listing is posted for them, even by their family. At present these states are:
        </p>
        <ul>
          {RESTRICTED_STATES.map((state) => (
            <li key={state.path}>
              <Link to={state.path}>{state.name}</Link>
            </li>
          ))}
        </ul>
        <p>Each state’s page explains its rule and links to the sources.</p>
        <p>
          When you list someone in one of these states, the form warns you and you must confirm that you understand
          the risk to the person before you can go on. The decision to list them is yours. Prison rules change, so
          check the rules of the person’s prison yourself. We may refuse or remove a listing that could put the
          person at risk.
        </p>
      </>
    ),
  },
  {
    id: 'not-allowed',
    title: 'What is not allowed',
    body: (
      <>
        <p>On profiles, in the forum and anywhere else on the site, do not:</p>
        <ul>
          <li>run scams, create false profiles, or pretend to be someone else;</li>
          <li>
            ask for money, gifts or payments (the commissary links a profile may carry, to the prison’s own services,
            are the only exception);
          </li>
          <li>harass, threaten, insult or stalk anyone, or post hateful content;</li>
          <li>post sexually explicit content;</li>
          <li>
            post other people’s personal information, such as addresses, phone numbers or inmate numbers, in the
            forum;
          </li>
          <li>post spam or advertising for other sites;</li>
          <li>post anything illegal, or anything that is not yours to share;</li>
          <li>copy the directory in bulk, or try to break, overload or get around the site’s protections.</li>
        </ul>
        <p>
          We may remove content, reject profiles and close accounts that break these rules. If you see something that
          does, report the forum post or write to <ContactEmail />.
        </p>
      </>
    ),
  },
  {
    id: 'forum',
    title: 'The forum',
    body: (
      <>
        <p>
          Anyone can read the <Link to="/forum">forum</Link>; you need an account to post. Your posts are public,
          with your account photo and, as your name, the part of your e-mail address before the “@”.
        </p>
        <ul>
          <li>Be kind, stay on topic, and keep addresses, inmate numbers and other personal details out of your posts.</li>
          <li>
            A new account’s posts wait for an admin’s approval until one is approved. A new account may post{' '}
            {FORUM_HOURLY_LIMITS.new.threads} threads and {FORUM_HOURLY_LIMITS.new.replies} replies an hour, with at
            most {FORUM_NEW_ACCOUNT_MAX_LINKS} links in a post.
          </li>
          <li>You can edit a post for {FORUM_EDIT_WINDOW_MINUTES} minutes after posting it, and delete it at any time.</li>
          <li>
            Report a post that breaks these rules. A post reported by {FORUM_REPORTS_TO_HIDE} people is hidden until an
            admin has looked at it.
          </li>
          <li>Admins may delete posts and lock threads.</li>
          <li>
            When you follow a thread we e-mail you about new replies, at most once every{' '}
            {FORUM_REPLY_EMAIL_INTERVAL_HOURS} hours per thread. Every such e-mail has a link to stop them in one
            click.
          </li>
        </ul>
        <p>
          Forum posts and the guides on our <Link to="/blog">blog</Link> are general information, not legal advice.
        </p>
      </>
    ),
  },
  {
    id: 'your-content',
    title: 'Your content',
    body: (
      <p>
        What you submit stays yours. You allow us to store it, resize photos, and show it on the site for as long as
        it is listed or posted. You confirm that you have the right to share it, and that it follows these terms.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Our responsibility and its limits',
    body: (
      <>
        <ul>
          <li>
            We work to keep the site running and correct, but we cannot promise that it is always available or free of
            mistakes.
          </li>
          <li>
            Listing a profile does not guarantee that anyone will write, and writing a letter does not guarantee a
            reply. We do not deliver letters and cannot promise that they arrive.
          </li>
          <li>
            The people you write to are strangers to us as well as to you. We are not responsible for what other users,
            or the people listed, say or do. Never send money to anyone you meet here; read{' '}
            <Link to="/stay-safe">how to stay safe</Link>.
          </li>
          <li>
            Prison addresses and mail rules change. Check them with the prison before you write; each state’s page
            links to its official inmate search.
          </li>
          <li>
            As far as the law allows, if we are responsible for a loss, the most we owe you is what you paid us in the
            12 months before it. Nothing in these terms takes away rights the law says cannot be taken away.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'closing-accounts',
    title: 'Closing an account',
    body: (
      <p>
        You can delete your account at any time in your <Link to="/dashboard/settings">account settings</Link>. We may
        delete an account that breaks these terms. Either way its profiles, photos and videos are deleted and its
        subscriptions are cancelled, as our <Link to="/privacy#how-long">privacy policy</Link> explains.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        We update these terms when the site or its rules change. The version on this page is the one that applies,
        and the “Last updated” line at the top shows the date on which you are reading it. Please read them again
        before you submit a profile or make a payment.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <>
        <p>
          Questions about these terms, a profile or a payment? Write to us. We read every message, but we cannot
          promise an answer to each one or by a certain date.
        </p>
        <ContactDetails />
      </>
    ),
  },
];
