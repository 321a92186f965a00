import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  GRACE_DAYS,
  MAX_PHOTO_BYTES,
  MAX_PHOTOS,
  MAX_VIDEO_BYTES,
  MAX_VIDEO_SECONDS,
  MIN_PROFILE_AGE,
} from '@shared/rules';
import { NOTICE_CODE_SHAPE, NOTICE_SAFETY_LINES, VERIFY_NOTICE_PATH } from '@shared/text';
import type { SiteContact } from '../../../config/siteContact';
import { findStateByCode } from '../../../data/states';
import { PRICE_TEXT } from '../../payments/prices';

/**
 * The questions of /faq, in the order the page shows them. The first ten also go into the page's
 * FAQPage structured data, as the plain text of their answers (faqStructuredData.ts), so an answer is
 * written once, here, with plain elements only (p, ul, li, strong, links): its text is read from them.
 */
export type FaqItem = {
  /** Stable and unique: the item's anchor (/faq#envelope opens it). */
  id: string;
  question: string;
  answer: ReactNode;
};

export type FaqSection = {
  id: string;
  title: string;
  items: readonly FaqItem[];
};

/** How long a letter takes to reach someone in prison, as the answers say it. */
export const LETTER_DELIVERY_TIME = '1–2 weeks';

const megabytes = (bytes: number) => `${bytes / (1024 * 1024)} MB`;

/** The states whose prison rules forbid people held there to advertise for pen pals. */
const RESTRICTED_STATES = ['FL', 'MO', 'IN']
  .map((code) => findStateByCode(code))
  .filter((state) => state !== undefined);

/** "Florida, Missouri or Indiana". */
function orList(words: readonly string[]): string {
  return words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`;
}

/**
 * The sections of /faq with the site's contact details in the answers (the server's CONTACT_EMAIL and
 * POSTAL_ADDRESS, from `useSiteContact`).
 */
export function faqSections(contact: SiteContact): readonly FaqSection[] {
  const contactLink = <a href={`mailto:${contact.contact_email}`}>{contact.contact_email}</a>;
  return [
    {
      id: 'writing',
      title: 'Writing to someone',
      items: [
        {
          id: 'how-to-write',
          question: 'How do I write to someone I find here?',
          answer: (
            <>
              <p>
                Pick a profile, read it, and write a short, friendly first letter: who you are, what caught
                your eye in their profile, and a question or two they can answer. Handwritten or typed on
                plain paper is fine.
              </p>
              <p>
                Before you post it, check the person&apos;s name, ID number and facility in the state&apos;s
                official inmate search. Every profile links to it. People are moved and released, and a
                letter to an old address is usually sent back.
              </p>
              <p>
                Each prison has its own mail rules. Many refuse cards with glitter or stickers, anything
                glued or scented, and instant photos. Check the rules on the state corrections
                department&apos;s website before you send anything more than a letter.
              </p>
            </>
          ),
        },
        {
          id: 'envelope',
          question: 'What do I put on the envelope?',
          answer: (
            <>
              <p>
                In the middle, write the person&apos;s <strong>full legal name and ID number</strong>, then the
                facility&apos;s name and address, exactly as the profile shows them. The &quot;Copy Mailing
                Address&quot; button on the profile copies all of it.
              </p>
              <p>
                Some states send personal mail to a central mail center instead of the prison. When that
                applies, the profile shows that address and says so. Use it.
              </p>
              <p>
                In the top left corner, put your name and a return address. Most prisons refuse mail without
                one. It does not have to be your home: a P.O. box or a mail-forwarding service works where the
                facility allows it. Check the facility&apos;s rules before you send.
              </p>
            </>
          ),
        },
        {
          id: 'delivery-time',
          question: 'How long does a letter take?',
          answer: (
            <>
              <p>
                Expect {LETTER_DELIVERY_TIME} for a letter to reach the person. The post takes a few days, and
                the prison&apos;s mail room opens and checks every letter before handing it out.
              </p>
              <p>
                A reply can take as long again, or longer: people inside may have to buy paper and stamps
                first. If you hear nothing after a month, look the person up in the state&apos;s inmate search
                to see whether they have been moved.
              </p>
            </>
          ),
        },
        {
          id: 'e-messages',
          question: 'Can I send an e-message instead of a letter?',
          answer: (
            <>
              <p>
                Often, yes. Many prisons let people receive messages through an approved service such as
                JPay, Securus, GettingOut, CorrLinks (federal prisons) or Chirp. Each profile lists the
                services that person uses under &quot;Electronic Contact Options&quot;.
              </p>
              <p>
                Make an account on that service&apos;s app or website and search for the person by name and ID
                number. Each service sets its own prices and rules, and prison staff can read messages, just
                like letters.
              </p>
            </>
          ),
        },
        {
          id: 'cost-to-write',
          question: 'Does it cost anything to write to someone?',
          answer: (
            <>
              <p>
                Not from us. Reading profiles and writing letters is free, and you do not need an account to
                browse. You pay only for your own paper and stamps, or an e-message service&apos;s fees if you
                use one.
              </p>
              <p>You need a free account only to post in the forum or to list someone.</p>
            </>
          ),
        },
        {
          id: 'is-it-real',
          question: 'How do I know a profile is real?',
          answer: (
            <>
              <p>
                Our team reads every profile before it is published, and each profile links to the
                state&apos;s official inmate search. Use that link: check that the name, ID number and facility
                match what the profile says, and later what the letters say.
              </p>
              <p>
                A match does not prove that someone is honest, so keep to the habits in our{' '}
                <Link to="/stay-safe">safety guide</Link>.
              </p>
            </>
          ),
        },
        {
          id: 'letter-returned',
          question: 'My letter came back. What happened?',
          answer: (
            <>
              <p>
                Usually the person was moved or released, or the name or ID number on the envelope did not
                match their records. Mail that arrives during a transfer is usually returned, not forwarded.
              </p>
              <p>
                Sometimes the mail room refused something in the envelope, such as a card, a sticker or a
                photo its rules do not allow. The returned letter often says why.
              </p>
              <p>
                Look the person up in the state&apos;s inmate search (linked on their profile) and write to the
                current address. If the profile is out of date, tell us at {contactLink}.
              </p>
            </>
          ),
        },
      ],
    },
    {
      id: 'safety',
      title: 'Staying safe',
      items: [
        {
          id: 'scams',
          question: 'Is it safe? How do I avoid scams?',
          answer: (
            <>
              <p>
                Most people listed want friendship and letters. A few want money. The one rule that protects
                you: <strong>never send money</strong>, gift cards or commissary deposits to anyone you met
                here, whatever the story.
              </p>
              <p>
                Keep your home address private (use a P.O. box or a return-address service), and be wary of
                urgent requests, sad stories that end in a request for money, and requests to send things to
                someone else.
              </p>
              <p>
                Our <Link to="/stay-safe">safety guide</Link> lists the warning signs and what to do if
                something feels wrong.
              </p>
            </>
          ),
        },
        {
          id: 'real-email',
          question: 'How do I know an e-mail really came from you?',
          answer: (
            <>
              <p>
                Every e-mail we send about money or your account ends with a reference code such as{' '}
                {NOTICE_CODE_SHAPE}. Enter it on our <Link to={VERIFY_NOTICE_PATH}>notice check page</Link>:
                it says whether we sent that e-mail, when, to which address (partly hidden) and what it asked
                you to do. Type our address yourself rather than following a link in the e-mail.
              </p>
              <p>
                Our e-mails also say: &quot;{NOTICE_SAFETY_LINES.join(' ')}&quot; A message that asks you to pay
                any other way is not from us: do not pay or reply, and forward it to {contactLink}.
              </p>
            </>
          ),
        },
        {
          id: 'report',
          question: 'How do I report a problem?',
          answer: (
            <>
              <p>
                <strong>A forum post:</strong> sign in and use the Report button under the post. Our team
                reviews every report.
              </p>
              <p>
                <strong>A profile</strong> (a request for money, details that do not match, a person who wants
                to be taken off): e-mail {contactLink} with the link to the profile and what happened.
              </p>
              <p>
                <strong>Anything else</strong>, such as a page that does not work or a question about a
                payment: e-mail us at the same address.
              </p>
              <p>
                If you have lost money to a scam, also report it to your local police and to the Federal
                Trade Commission at <a href="https://reportfraud.ftc.gov/">ReportFraud.ftc.gov</a>.
              </p>
            </>
          ),
        },
      ],
    },
    {
      id: 'listing',
      title: 'Listing someone you know',
      items: [
        {
          id: 'how-listing-works',
          question: 'How does listing someone work?',
          answer: (
            <>
              <p>
                Families and friends list a person in prison who would like pen pals. Create a free account,
                then fill in the <Link to="/submit">listing form</Link>: the person&apos;s legal name, prison, ID
                number and mailing address, a short bio, and at least one photo.
              </p>
              <p>
                Then start the listing subscription ({PRICE_TEXT.listingPerMonth}) through PayPal, or enter a
                promo code. Our team reviews the profile, and once it is approved it appears in the directory
                and on its state&apos;s page. We tell you in your account and by e-mail.
              </p>
            </>
          ),
        },
        {
          id: 'who-can-be-listed',
          question: 'Who can be listed?',
          answer: (
            <>
              <p>
                An adult ({MIN_PROFILE_AGE} or older) who is in prison in the United States right now. Each
                profile is for one person and uses their legal name. Please ask the person first: list them
                only if they want pen pals.
              </p>
              <p>
                Apart from the prison mailing address, a profile must not give contact details such as phone
                numbers, e-mail or home addresses.
              </p>
              <p>
                Photos must show only the person: no other people, no children, nothing sexual, no offensive
                words and no ads for other sites. You can add up to {MAX_PHOTOS} photos of up to{' '}
                {megabytes(MAX_PHOTO_BYTES)} each.
              </p>
            </>
          ),
        },
        {
          id: 'review',
          question: 'Is every profile reviewed before it is published?',
          answer: (
            <>
              <p>
                Yes. Once the listing is paid for (or a promo code is applied), a person on our team reads the
                profile and checks it against our rules before it goes live. If something needs fixing, we
                tell you why, and you can edit the profile and send it again.
              </p>
              <p>
                Any later change goes through review again, and so does a new video. While a profile is being
                reviewed, it is not shown in the directory.
              </p>
            </>
          ),
        },
        {
          id: 'listing-price',
          question: `What does the ${PRICE_TEXT.listingPerMonth} listing include?`,
          answer: (
            <>
              <p>
                A profile page with up to {MAX_PHOTOS} photos, a bio, interests, the mailing address with a
                copy button, and the e-message services the person uses. The profile appears in the
                directory&apos;s search and on its state&apos;s page, and anyone can read it for free.
              </p>
              <p>
                It is a monthly subscription through PayPal: {PRICE_TEXT.listingPerMonth}, or{' '}
                {PRICE_TEXT.listingPerYear} over a year. You can cancel at any time. It pays for the listing;
                we cannot promise how many people will write.
              </p>
            </>
          ),
        },
        {
          id: 'premium-and-video',
          question: 'What do Premium and a video add?',
          answer: (
            <>
              <p>
                <strong>Premium</strong> ({PRICE_TEXT.premiumPerMonth}, on top of the listing) puts the profile first in
                browse results, adds a gold Premium badge and shows the person&apos;s social media links. You
                can cancel it at any time.
              </p>
              <p>
                <strong>A video</strong> is a one-time payment of {PRICE_TEXT.video}. Upload one clip of up to{' '}
                {MAX_VIDEO_SECONDS} seconds and {megabytes(MAX_VIDEO_BYTES)} (MP4, MOV, AVI or WebM) from My
                Account. It is reviewed before it is shown. If the video is deleted, a new one has to be paid
                for again.
              </p>
            </>
          ),
        },
        {
          id: 'promo-codes',
          question: 'How do promo codes work?',
          answer: (
            <>
              <p>
                We sometimes give out promo codes for a free listing. Type the code in the &quot;Promo
                code&quot; box on the listing form and choose Validate. A valid code takes the place of
                payment; the profile is still reviewed.
              </p>
              <p>
                A code gives a set free period (some have no end date), and each code can be used only a
                limited number of times. When a free period ends, the listing gets the same {GRACE_DAYS}-day
                grace period as a failed payment, so you have time to start the subscription.
              </p>
            </>
          ),
        },
        {
          id: 'restricted-states',
          question: `Can I list someone held in ${orList(RESTRICTED_STATES.map((state) => state.name))}?`,
          answer: (
            <>
              <p>
                Think hard before you do. Prison rules in these states forbid people held there to advertise
                for pen pals, and a person can be disciplined for a listing even when family posted it.
                Federal courts have upheld the bans in Florida and Indiana.
              </p>
              <p>
                Read the state&apos;s page first:{' '}
                {RESTRICTED_STATES.map((state, index) => (
                  <span key={state.code}>
                    {index > 0 && (index === RESTRICTED_STATES.length - 1 ? ' or ' : ', ')}
                    <Link to={`/inmates/${state.slug}`}>{state.name}</Link>
                  </span>
                ))}
                . Our listing form warns you before you pay, and our team looks closely at these listings.
              </p>
              <p>
                Ordinary letters to someone held there follow the state&apos;s usual mail rules; the bans are
                about advertising for pen pals.
              </p>
            </>
          ),
        },
        {
          id: 'edit-profile',
          question: 'Can I change a profile after it is published?',
          answer: (
            <>
              <p>
                Yes. In <Link to="/dashboard">My Account</Link>, choose Edit on the profile. Keep it up to date
                when the person moves or has something new to say.
              </p>
              <p>
                Every change is reviewed again before it goes live, and the profile is hidden from the
                directory until it is approved.
              </p>
            </>
          ),
        },
      ],
    },
    {
      id: 'payments',
      title: 'Payments, cancelling and removal',
      items: [
        {
          id: 'cancel',
          question: 'How do I cancel?',
          answer: (
            <>
              <p>
                <strong>Premium:</strong> choose Cancel Premium on the profile in My Account. Premium stays on
                until the end of the month you paid for.
              </p>
              <p>
                <strong>The listing:</strong> cancel the subscription in your PayPal account, under automatic
                payments. The profile stays listed until the end of the month you paid for, then it is deleted
                with its photos and video.
              </p>
              <p>
                To take a profile down at once instead, delete it in My Account. That also cancels its
                subscriptions.
              </p>
            </>
          ),
        },
        {
          id: 'grace-period',
          question: 'What happens if a payment fails?',
          answer: (
            <>
              <p>
                The profile stays listed for {GRACE_DAYS} more days. We tell you at once, in your account and
                by e-mail, and remind you again before the time runs out.
              </p>
              <p>
                Pay from My Account within those {GRACE_DAYS} days and nothing is lost. If not, the profile,
                its photos and its video are deleted for good. The same grace period applies when a free
                listing from a promo code ends.
              </p>
            </>
          ),
        },
        {
          id: 'remove-profile',
          question: 'How do I remove a profile?',
          answer: (
            <>
              <p>
                <strong>If you listed it:</strong> in My Account, choose Delete on the profile. It is removed
                at once with its photos and video, and its subscriptions are cancelled. This cannot be undone.
                Deleting your account (in its settings) removes all your profiles.
              </p>
              <p>
                <strong>If someone else listed you or a relative</strong>, or the person no longer wants to be
                listed, e-mail {contactLink} with the link to the profile. Someone in prison can write to us
                at {contact.postal_address}.
              </p>
              <p>Please also remove a profile once the person is released.</p>
            </>
          ),
        },
      ],
    },
  ];
}

/** Every question, in page order. */
export function faqItems(sections: readonly FaqSection[]): readonly FaqItem[] {
  return sections.flatMap((section) => section.items);
}
