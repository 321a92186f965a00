import type { BlogCategory } from '../blog/blog.enums';
import { BLOG_DEFAULT_AUTHOR } from '../../shared/rules';

/**
 * The site's own guides: six blog posts for the people this site serves (first-time writers, often on a
 * phone, and families who list a relative). The information pages, the FAQ and the Stay safe page link to
 * them, and they link to each other, so they are installed in every environment, production included
 * (SiteGuidesInstaller, once per slug and version; an admin may edit or delete them afterwards in /admin/blogs).
 *
 * The advice is meant to be safe and true: where facilities or states differ, the guide says so and sends
 * the reader to the facility's own rules; it promises no outcome and quotes no figures. Content uses only
 * h2, h3, p, ul, ol, li, strong, em, blockquote and links to pages of this site (no h1, no images, no
 * classes or styles), so the admin sanitizer keeps it as written.
 */
export interface SiteGuide {
  slug: string;
  /**
   * Raise it to ship a new text of a guide: a version is installed once, and only where no post has the
   * guide's slug (an admin's edit, or a post kept from an earlier version, is never overwritten).
   */
  version: number;
  title: string;
  /** Plain text, at most 300 characters. */
  excerpt: string;
  category: BlogCategory;
  /** Comma-separated; related guides share some, so "related posts" finds them. */
  keywords: string;
  author: string;
  content: string;
}

/** Newest first on /blog: the first guide is published last when they are installed together. */
export const SITE_GUIDES: readonly SiteGuide[] = [
  {
    slug: 'your-first-letter',
    version: 1,
    title: 'Your first letter: what to write, what to leave out, and what to expect',
    excerpt:
      'A good first letter is short, honest and easy to answer. What to say, what to keep to yourself, how long to make it, and why a reply can take weeks, or may not come at all.',
    category: 'Getting Started',
    keywords: 'first letter, writing tips, pen pal basics, boundaries',
    author: BLOG_DEFAULT_AUTHOR,
    content: `<p>Writing to someone in prison for the first time can feel strange. You do not know them, you are not sure what is allowed, and you may worry about saying the wrong thing. The good news: a first letter does not need to be clever. It needs to be kind, honest and easy to answer.</p>
<p>This guide walks through what to write, what to leave out, how long to make it and what to expect afterwards.</p>
<h2>Before you write</h2>
<p>Read the person's profile in <a href="/browse">the directory</a> more than once. Note what they enjoy, what they hope to find in a pen pal and anything they ask writers to know. A letter that picks up something from their profile shows that you actually read it, and that matters to someone who may have waited a long time for mail.</p>
<p>Then look at the mailing address on the profile and at the facility's own mail rules. Our guide to <a href="/blog/envelopes-and-mail-rules">envelopes and mail rules</a> covers the address format and the things mailrooms turn away.</p>
<h2>What to write</h2>
<p>A good first letter usually has four parts:</p>
<ol>
<li><strong>A short hello.</strong> Give your first name and say where you found their profile. “I saw your profile on Pen Pal Directory” is enough.</li>
<li><strong>A little about you.</strong> Your interests, what your days look like, a book or a song you like. Keep it general for now; you can share more as you get to know each other.</li>
<li><strong>Something from their profile.</strong> If they love fishing, cooking or a football team, say so and ask about it.</li>
<li><strong>One or two open questions.</strong> “What got you into drawing?” is easier to answer than “How are you?”</li>
</ol>
<p>Close warmly and simply, with something like “I hope to hear from you” or “Take care”, and sign with your first name.</p>
<h2>What to leave out</h2>
<ul>
<li><strong>Questions about their case.</strong> Let them decide if and when to talk about it. Many people inside are tired of being known only for the worst thing they did, and letters are often read by staff.</li>
<li><strong>Your private details.</strong> Your home address, phone number, workplace, social media and family details can wait until you know someone well, and some may never need sharing. Our guide to <a href="/blog/pen-pal-scams-and-safety">scams and staying safe</a> explains why.</li>
<li><strong>Promises.</strong> Do not promise money, visits, a place to live or a job, even in a friendly way. Promises are easy to write and hard to take back.</li>
<li><strong>Romance from the start.</strong> Flirting in a first letter sets expectations you may not mean. Friendship first.</li>
<li><strong>Anything the facility would reject.</strong> Talk of crimes, drugs or weapons, other prisoners' details and explicit content can get a letter stopped. The list of <a href="/blog/what-not-to-send">what not to send</a> covers the rest.</li>
</ul>
<h2>How long, and in what tone</h2>
<p>One or two pages is plenty for a first letter: long enough to show real interest, short enough that the other person does not feel they must write back at the same length. Write the way you would talk to a new neighbour: friendly, curious and respectful.</p>
<p>Write clearly. Blue or black ink on plain white paper is the safest choice, and printing your words is fine if your handwriting is hard to read. Some facilities scan letters and hand over a copy or show them on a tablet, so dark, clear writing survives better.</p>
<p>Be honest about who you are and why you are writing. If you are a student, retired, part of a church group, a little lonely or simply curious, it is fine to say so. People inside can usually tell when someone is being real.</p>
<h2>What to expect afterwards</h2>
<p>Plan on one to two weeks for your letter to arrive, and about the same for a reply to come back. Mail passes through a mailroom, and lockdowns, transfers and holidays can slow it further. A month between your letter and a reply is normal.</p>
<p>Some people will not write back. They may have been moved or released, or received more letters than they can answer, or have no money for paper and stamps this month. It is rarely about you. If you have heard nothing after a month or so, you can send one short, friendly follow-up, or write to someone else.</p>
<p>Many writers start with more than one person. That is fine, as long as you can keep up with the letters you start.</p>
<h2>A short example</h2>
<blockquote><p>Hi Daniel, my name is Jen. I found your profile on Pen Pal Directory and saw that you love westerns and are teaching yourself to draw. I live in a small town, work in a bakery and spend my weekends walking my dog, a very lazy beagle. I just finished a western my uncle lent me and I keep thinking about the ending. What got you started on drawing, and what do you like to draw most? I hope this letter finds you well. Take care, Jen</p></blockquote>
<p>It is short and friendly, it picks up things from the profile, and it asks easy questions. That is all a first letter needs to do.</p>
<h2>Keep it going</h2>
<p>When a reply comes, answer the questions they asked and ask a few of your own. Over time, letters find their own rhythm: some friendships are a page a month, others are long letters every week. Both are fine.</p>
<p>If you have questions along the way, the writers in our <a href="/forum">community forum</a> have been where you are and are glad to help. And when you are ready, <a href="/browse">browse the profiles</a> and write that first page.</p>`,
  },
  {
    slug: 'state-rules-for-pen-pal-listings',
    version: 1,
    title: 'State rules on pen-pal listings: Florida, Missouri, Indiana and how to check the rest',
    excerpt:
      'Some states forbid people in their prisons to seek pen pals, and a listing can get someone disciplined even when family posted it. What that means, how this site handles Florida, Missouri and Indiana, and how to check the current rules.',
    category: 'Resources',
    keywords: 'state rules, department of corrections, listing a profile, mail rules, safety',
    author: BLOG_DEFAULT_AUTHOR,
    content: `<p>Most families who list a relative on a pen-pal site are trying to help: more letters, more contact with the outside, something to look forward to. But in a few states, the prison rules forbid people in state prison to advertise for pen pals, and the person inside can be disciplined for a listing, even one that family posted without telling them.</p>
<p>This guide explains what that means, what this site does about it, and how to check the rules for the state you care about. It is general information, not legal advice.</p>
<p><em>Last checked: November 2026. Rules change, so check the current rules before you list anyone.</em></p>
<h2>The states we flag</h2>
<p>At the time of writing, this site flags three states:</p>
<ul>
<li><strong>Florida.</strong> The state's prison rules forbid people in state prison to advertise for pen pals, and a person can be disciplined if an ad is posted for them.</li>
<li><strong>Missouri.</strong> The Department of Corrections has banned people in its prisons from seeking pen pals on websites since 2007 and has said that it monitors pen-pal sites.</li>
<li><strong>Indiana.</strong> The Department of Correction's policy bars people in its prisons from advertising for pen pals.</li>
</ul>
<p>Federal appeals courts have upheld bans like these, so they are not likely to go away on their own. The state pages for <a href="/inmates/florida">Florida</a>, <a href="/inmates/missouri">Missouri</a> and <a href="/inmates/indiana">Indiana</a> show the note we keep for each state and the sources it is based on, so you can read them yourself.</p>
<h2>What happens on this site</h2>
<p>When you choose one of these states on the <a href="/submit">submit a profile</a> form, a warning appears before you pay. It says plainly that the state punishes incarcerated people for pen-pal listings, and you have to confirm that you have read it before you can continue.</p>
<p>If you do continue, the profile is flagged for our review team, who see the state restriction when they look at it. Every profile on this site is reviewed before it is published, but a review is not permission from the state: the rules of the prison still apply to the person inside.</p>
<p>We show this warning because the consequences fall on the person you are trying to help, not on you and not on us.</p>
<h2>Talk to the person first</h2>
<p>Whatever state they are in, ask the person before you list them. They know how their facility treats these things far better than any website does. Ask:</p>
<ul>
<li>Do they want to be listed at all?</li>
<li>Have they read the rules in their handbook about pen pals, the internet and social media?</li>
<li>Can they ask their case manager or counselor, or check the rules in the law library?</li>
</ul>
<p>If they are not sure, wait until they are. A listing can be posted later; a disciplinary report is hard to undo.</p>
<h2>Other states, and other kinds of rules</h2>
<p>A state that is not on our list is not automatically fine. Rules you may meet elsewhere include:</p>
<ul>
<li>Limits on people inside having anything posted online for them, including social media accounts run by family or friends.</li>
<li>Personal mail sent to a central processing center instead of the prison, where it is scanned. Our guide to <a href="/blog/envelopes-and-mail-rules">envelopes and mail rules</a> explains how that changes the address.</li>
<li>Separate rules for county jails and for federal prisons, which do not follow the state's prison rules.</li>
</ul>
<h2>How to check the current rules</h2>
<ol>
<li><strong>Find the state's Department of Corrections website.</strong> Search for the state's name and “Department of Corrections”, and make sure you are on an official government site.</li>
<li><strong>Look for the rules for families and friends.</strong> Useful pages are usually called mail, correspondence, inmate handbook, offender rules or policies.</li>
<li><strong>Search those pages for “pen pal”, “internet”, “social media” and “advertise”.</strong> Read the whole section, not only the matching line.</li>
<li><strong>Ask the facility.</strong> The facility's mailroom or family liaison can often answer a direct question by phone or e-mail.</li>
<li><strong>Ask the person inside.</strong> They can check the current handbook and ask staff.</li>
<li><strong>Write down the date you checked.</strong> If the rules change later, you will know whether your information is out of date.</li>
</ol>
<h2>Rules change</h2>
<p>Departments rewrite their policies, change mail vendors and respond to court decisions. What we describe here was checked in November 2026 and may already be out of date when you read it. The state's own current rules always win over anything on this site, including this guide.</p>
<p>If you find that a state's rules have changed, please tell us through the contact address at the foot of every page, so we can update our notes and warnings for everyone.</p>
<h2>If you already write to someone in one of these states</h2>
<p>Ordinary letters follow the state's usual mail rules. What the rules target is advertising for pen pals. To be careful, do not print pages from pen-pal sites to mail to them, and do not post about them online on their behalf. Our list of <a href="/blog/what-not-to-send">what not to send</a> covers the rest.</p>`,
  },
  {
    slug: 'pen-pal-scams-and-safety',
    version: 1,
    title: 'Pen pal scams and staying safe: a plain guide',
    excerpt:
      'Most people listed want friendship; a few want money. How the common scams work, the red flags, how to keep your details private, how to report a profile or forum post, and how to tell our renewal notices from fakes.',
    category: 'Safety',
    keywords: 'scams, safety, never send money, privacy, boundaries',
    author: BLOG_DEFAULT_AUTHOR,
    content: `<p>Most people who are listed on pen-pal sites are looking for what they say they are looking for: conversation, friendship, a link to the outside. But scams exist, and pen-pal listings have been used for them. The U.S. Postal Inspection Service has warned about pen-pal money-order scams, and corrections departments have said that some profiles they found on pen-pal sites misrepresented the person, sometimes with photos of someone else.</p>
<p>None of this means you should not write. It means you should write with a few firm habits.</p>
<h2>The one rule: never send money</h2>
<p><strong>Do not send money to anyone you met through a listing, whatever the reason and however long you have been writing.</strong> That includes cash, checks, money orders, gift cards, prepaid cards, payment apps and cryptocurrency. Do not share your bank or card details, do not cash or deposit a money order for someone, and do not pass money on to a third person.</p>
<p>Having a rule makes it easier to say no kindly. “I don't send money to anyone I write to; it's just my rule” is a complete answer, and a real friendship survives it.</p>
<h2>How the common scams work</h2>
<h3>The fast romance</h3>
<p>Strong feelings arrive very quickly: you are the only one who understands them, they have never felt this way. Then a need appears, usually with a deadline.</p>
<h3>The emergency</h3>
<p>Legal fees for an appeal, a medical bill, a debt owed to someone inside, phone time, a sick relative. The stories can be moving and detailed, and there is always a next one.</p>
<h3>The third person</h3>
<p>A “cousin”, “friend” or “lawyer” will contact you, and you are asked to send money to them, or to an account that is not the prisoner's own.</p>
<h3>The money order or the favor</h3>
<p>You receive a money order or check and are asked to cash it and send the money on, or to open an account, buy something or post something online. Money orders in these schemes can be fake or stolen, and you can be left owing the money.</p>
<h2>Red flags</h2>
<ul>
<li>Money or gifts come up early, or keep coming up</li>
<li>Declarations of love within the first few letters</li>
<li>Stories that change from one letter to the next, or do not match the profile</li>
<li>Pressure, guilt or urgency: “if you really cared you would”</li>
<li>Requests to keep the friendship secret, or to get around the facility's rules</li>
<li>Requests for your address, phone number, photos of your home or details about your family before you are ready</li>
</ul>
<h2>Keep your details private</h2>
<p>The facility needs a return address on your envelope, but it does not need to be your home. Many writers rent a P.O. box at the post office or use a mail forwarding or return-address service. Check the facility's rules first; most accept a P.O. box.</p>
<p>Early on, keep your home address, phone number, e-mail, social media, workplace and your children's names and schools to yourself. Choose photos that do not show your house number, car plate or street. You can share more later if you choose to; you cannot take it back once it is shared.</p>
<h2>Check who you are writing to</h2>
<p>Profiles on this site link to the inmate search of the state's corrections department. Use it: check that the name, ID number and facility match what the profile and the letters say. A match does not prove that someone is sincere, but a mismatch is worth asking about.</p>
<h2>How to report something on this site</h2>
<ul>
<li><strong>A forum post.</strong> Every thread and reply in the <a href="/forum">forum</a> has a Report button (sign in first). Tell us briefly what is wrong; an admin reviews every report.</li>
<li><strong>A profile.</strong> Write to us at the contact address at the foot of every page. Include the link to the profile and what happened, such as a request for money or details that do not match. Keep the letters: they help us and anyone else you report to.</li>
</ul>
<p>If you have lost money, report it to your local police and to the Federal Trade Commission, and tell the facility where the person is held. It is not your fault that someone lied to you, and reporting helps protect the next writer.</p>
<h2>How our renewal notices look</h2>
<p>Families who list a relative get a reminder when a listing is due for renewal. Crooks know this, and fake “renewal” messages are a known trick against families on pen-pal sites. Here is how ours work:</p>
<ul>
<li>A real notice appears in your account on this site, and we send the same words by e-mail from our site's own address.</li>
<li>Our notice e-mails end by saying that we will never ask you for money by e-mail or text.</li>
<li>Renewals are paid only from your account page on this site, after you sign in.</li>
<li>We never ask for a card number, bank details or a gift card by e-mail, text or phone.</li>
</ul>
<p>If a message about your listing asks you to pay any other way, do not click its links. Type the site's address yourself, sign in and look at <a href="/dashboard">your dashboard</a>. If the renewal is not there, the message did not come from us.</p>
<p>For more stories and advice from other writers, see the <a href="/forum/category/safety">safety forum</a>.</p>`,
  },
  {
    slug: 'envelopes-and-mail-rules',
    version: 1,
    title: 'Envelopes and mail rules: how to address a letter so it gets there',
    excerpt:
      'The full legal name, the ID number, the right mailing address and your return address. What mailrooms turn away, how photos are handled, how long mail takes, and why the facility’s own rules always come first.',
    category: 'Getting Started',
    keywords: 'mail rules, envelopes, first letter, photos, inmate mail',
    author: BLOG_DEFAULT_AUTHOR,
    content: `<p>Most letters that come back were addressed wrongly or held something the mailroom does not accept. Both are easy to avoid once you know what to look for. This guide covers the envelope, what goes inside, photos, and how long it all takes.</p>
<p>One rule comes before everything else: <strong>check the facility's own mail rules.</strong> State departments of corrections, the federal Bureau of Prisons and most county jails publish their mail policies, and they differ from place to place. What is fine in one prison may be sent back from the next.</p>
<h2>Addressing the envelope</h2>
<p>In the middle of the envelope, write:</p>
<ol>
<li><strong>The person's full legal name</strong>, as it appears in the prison's records. Not a nickname and not a shortened name. Some states ask for the last name first.</li>
<li><strong>Their inmate or ID number.</strong> States call it different things: DOC number, offender number, or register number in federal prisons. Mail without it is often returned or delayed.</li>
<li><strong>The mailing address the facility asks for.</strong> This is not always the prison's street address. Several states send personal mail to a central processing center, where it is scanned before the person sees it. Our <a href="/inmates">state pages</a> show the address format where we know it.</li>
</ol>
<p>Copy the mailing address on the person's profile exactly, then compare it with the facility's own website if you can. If the two differ, the facility's rules win.</p>
<h2>Your return address</h2>
<p>Put your full name and a return address in the top left corner. Most facilities refuse mail with no return address, and a reply has nowhere to go without one.</p>
<p>It does not have to be your home. Many writers use a P.O. box at their post office, or a mail forwarding service. Check that the facility accepts it; most accept a P.O. box. More on this in <a href="/blog/pen-pal-scams-and-safety">scams and staying safe</a>.</p>
<h2>What mailrooms reject</h2>
<p>Staff search mail for anything that could hide drugs or messages. Paper soaked in drugs is a real problem in prisons, which is why the rules are strict and why some of them seem odd. Things that commonly get a letter returned or thrown away:</p>
<ul>
<li>Stickers, address labels, tape and glue</li>
<li>Glitter, perfume, lipstick marks or stains of any kind</li>
<li>Crayon, marker, gel pen or paint</li>
<li>Staples, paper clips and other fasteners</li>
<li>Greeting cards with layers, padding, ribbons, music or batteries</li>
<li>Colored paper, colored envelopes or cardstock, in some facilities</li>
<li>Polaroid and other instant photos</li>
<li>Too many pages or too many photos in one envelope</li>
<li>Cash, checks, gift cards or loose stamps, unless the rules say they are allowed</li>
</ul>
<p>The safe choice is plain white paper, a plain white envelope, blue or black ink, and an ordinary postage stamp.</p>
<h2>Photos</h2>
<p>Photos are one of the nicest things you can send, and among the most often rejected. Before you send any:</p>
<ul>
<li><strong>Check the limits.</strong> Many facilities allow only a few photos per envelope and only up to a set size.</li>
<li><strong>Use ordinary prints.</strong> No Polaroids, and no photos printed on home paper unless the rules allow them.</li>
<li><strong>Keep them clean.</strong> No nudity or suggestive poses, and nothing showing weapons, drugs, alcohol, money or hand signs that could be read as gang signs.</li>
<li><strong>Think about privacy.</strong> Avoid photos that show your house number, car plate, workplace or a child's school.</li>
</ul>
<p>Where mail is scanned, the person receives a printed copy or sees it on a tablet, and the original may be destroyed. Do not send anything you cannot replace.</p>
<h2>How long mail takes</h2>
<p>Plan on one to two weeks for a letter to reach the person, and one to two weeks for their reply to reach you. Mail is opened, read or scanned before delivery, and lockdowns, transfers, holidays and short-staffed mailrooms can add time.</p>
<p>If the person is moved to another facility, mail already on its way is usually returned to you rather than forwarded. When a letter comes back, look for the stamp or note on it: it often says why. The person inside is usually told when their mail is rejected, too, and can tell you the reason in their next letter.</p>
<h2>E-messages and digital mail</h2>
<p>Some facilities also offer paid electronic messaging through a private company. These services have their own rules, prices and delays, and they are not available everywhere. If the person you write to mentions one, read its rules the same way you read the mail policy.</p>
<h2>Before you seal it</h2>
<ul>
<li>Full legal name and ID number on the envelope</li>
<li>The mailing address the facility asks for</li>
<li>Your name and return address in the corner</li>
<li>Plain paper, plain envelope, blue or black ink</li>
<li>Photos within the limits, if any</li>
<li>Nothing taped, stuck, scented or decorated</li>
</ul>
<p>Unsure about something? Ask in the <a href="/forum/category/questions">questions forum</a>. Someone there has probably written to the same state before. And if this is your first letter, our guide to <a href="/blog/your-first-letter">your first letter</a> covers what to put inside.</p>`,
  },
  {
    slug: 'what-not-to-send',
    version: 1,
    title: 'What not to send: what gets a letter stopped, and what causes real trouble',
    excerpt:
      'Some things just get a letter returned. Others can get the person you write to in trouble, or you. Money, contraband, explicit material, other people’s details and legal-sounding content: what to leave out and why.',
    category: 'Education',
    keywords: 'mail rules, what not to send, contraband, inmate mail, boundaries',
    author: BLOG_DEFAULT_AUTHOR,
    content: `<p>Prison mail is opened, read or scanned before it is delivered. That is normal, and it shapes what you should put in a letter. Some things simply get a letter returned. Others can get the person you write to disciplined, or get you into trouble yourself.</p>
<p>This guide covers the things to leave out and why. The details differ from one facility to the next, so read the facility's own mail rules as well; our guide to <a href="/blog/envelopes-and-mail-rules">envelopes and mail rules</a> explains where to find them.</p>
<h2>Write as if someone else will read it</h2>
<p>Because someone usually will. Staff may read letters in and out of the facility, and scanned letters may be stored. Nothing you write is private in the way a letter between two friends outside would be.</p>
<p>That does not mean you cannot be warm or personal. It means you should never write anything that could be read as a threat, a plan to break the rules or a coded message, even as a joke. Jokes do not always read as jokes to a stranger.</p>
<h2>Money, and anything worth money</h2>
<ul>
<li>Do not put cash, checks, money orders, gift cards or stamps in a letter unless the rules say you may.</li>
<li>Do not agree to send money, to receive money for someone or to pass it on to anyone else.</li>
<li>Do not share your card or bank details, even to “help with an order”.</li>
</ul>
<p>Facilities have official ways for relatives to add money to an account. Those are for families who know the person, not for new pen pals. Our advice is simple: never send money to someone you met through a listing. Our guide to <a href="/blog/pen-pal-scams-and-safety">scams and staying safe</a> explains why.</p>
<h2>Contraband, including things that do not look like it</h2>
<p>Drugs and weapons are obvious. Less obvious items that facilities treat as contraband include:</p>
<ul>
<li>Anything soaked into, sprayed on or hidden in paper, cards or envelopes</li>
<li>Powders, liquids, lotions, perfume, gum, candy or tobacco</li>
<li>Medicine of any kind, including vitamins</li>
<li>Phone SIM cards, memory cards or anything electronic</li>
<li>Items hidden behind stamps, under labels or inside card layers</li>
</ul>
<p>Never agree to carry, send, hide or pass on anything for anyone, however harmless it sounds. Bringing or sending contraband into a prison is a crime in many places, not just a broken rule.</p>
<h2>Explicit or suggestive material</h2>
<p>Most facilities reject nude or sexual photos, sexual drawings and letters with sexual detail, and many also reject photos with suggestive poses or clothing. The person inside can be disciplined for receiving them. Do not send this kind of material, and do not agree to requests for it. Keep letters to what you would be comfortable with a stranger reading.</p>
<h2>Other people's information</h2>
<ul>
<li><strong>Messages between prisoners.</strong> Many systems forbid people in one facility to write to people in another without approval. Do not pass on letters, messages or addresses between them.</li>
<li><strong>Other people's details.</strong> Do not share anyone's address, phone number or photos without their permission.</li>
<li><strong>Anyone connected to their case.</strong> Never contact, write about or pass messages to victims, witnesses or their families, even if you are asked to.</li>
</ul>
<h2>Legal-sounding content</h2>
<p>Legal mail, meaning letters from lawyers and courts, is handled with special care. That makes it a target for misuse.</p>
<ul>
<li>Do not write “legal mail”, “privileged” or “attorney–client” on your envelope or letter. It is not legal mail, and marking it that way can get it rejected and get the person in trouble.</li>
<li>Do not give legal advice, even if you know the law. Suggest that they ask their lawyer, a public defender or a legal aid organization.</li>
<li>Do not sign documents, make promises to courts or parole boards, or put your name to anything about their case without advice of your own.</li>
</ul>
<h2>Packages, books and gifts</h2>
<p>Most facilities do not accept packages from individuals. Books and magazines are usually accepted only when they are new and sent straight from a publisher or an approved seller, and some facilities limit how many a person may keep. Check the publications section of the mail rules before you order anything.</p>
<h2>Calls, messages and posting online</h2>
<p>If you talk by phone or by e-message, the same care applies. Do not join other people into a call or pass calls on; most systems forbid it and may cut off the account. Do not post online for the person, or run social media for them, without checking the rules: some states punish people inside for it. Our guide to <a href="/blog/state-rules-for-pen-pal-listings">state rules on pen-pal listings</a> covers this.</p>
<h2>When in doubt, leave it out</h2>
<p>If you are not sure whether something is allowed, do not send it yet. Check the facility's rules, ask the person you write to, or ask other writers in the <a href="/forum/category/questions">questions forum</a>. A letter with nothing but words in it is almost never a problem, and words are what most people inside are hoping for.</p>`,
  },
  {
    slug: 'after-release',
    version: 1,
    title: 'After release: staying in touch and supporting a friend coming home',
    excerpt:
      'Release day is a beginning, not an ending. How to help with ID, housing and work without taking it all on, how to keep healthy boundaries, how to meet in person safely, and where to point someone for help, from 211 to reentry programs.',
    category: 'Reintegration',
    keywords: 'reentry, after release, boundaries, meeting in person, support',
    author: BLOG_DEFAULT_AUTHOR,
    content: `<p>If you have written to someone for a while, their release can feel like the moment everything changes. In a way it does: the letters may turn into phone calls, and the friendship has to find its footing in the outside world. The first months after release are often the hardest part of the whole sentence, and a steady friend can make a real difference.</p>
<p>This guide covers how to help without taking it all on, how to keep the friendship healthy, and how to meet in person safely.</p>
<h2>Before release day</h2>
<p>Release dates can move, sometimes at short notice, so hold plans loosely. In the months before, it helps to ask:</p>
<ul>
<li>Where will they live, and does their parole or probation office need to approve the address?</li>
<li>What are the conditions of their release: check-ins, curfews, travel limits, people they may not contact?</li>
<li>Has the facility's reentry or case management staff helped them apply for ID or benefits?</li>
<li>Who will meet them, and how will they get from the gate to where they are going?</li>
</ul>
<p>You do not need to solve any of this. Asking simply helps them think it through.</p>
<h2>The practical basics</h2>
<h3>Identification</h3>
<p>A state ID, a Social Security card and a birth certificate open almost every other door: jobs, bank accounts, housing, benefits. Many facilities help people apply before release, so encourage them to ask early.</p>
<h3>Housing</h3>
<p>Options include family, reentry or transitional housing, halfway houses and shelters. Parole often has to approve where someone lives, so plans need to be made with their officer, not around them.</p>
<h3>Work</h3>
<p>American Job Centers, which you can find through CareerOneStop, help with job searches, training and résumés for free, and many have staff who work with people who have a record. Employers who hire people with a record may qualify for the Work Opportunity Tax Credit, and the Federal Bonding Program can insure new hires for their first months; both are worth mentioning in an interview.</p>
<h3>Health</h3>
<p>Many people qualify for Medicaid on release. Applying early helps avoid a gap in medication or treatment.</p>
<h2>Where to point them for help</h2>
<ul>
<li><strong>211.</strong> Dialing 2-1-1 connects people with local help for housing, food, clothing, health care and more in most of the United States. It is free.</li>
<li><strong>Reentry programs.</strong> Many states, counties, nonprofits and faith groups run programs for people coming home. The facility's reentry staff or the parole office usually know the local ones.</li>
<li><strong>Legal aid.</strong> Legal aid organizations can explain whether a record can be sealed or cleared where they live, and help with problems such as old fines.</li>
<li><strong>The public library.</strong> Free computers, internet, help with forms and a quiet place to sit.</li>
</ul>
<p>Other writers share what helped them in the <a href="/forum/category/reentry">reentry forum</a>.</p>
<h2>Boundaries that protect the friendship</h2>
<p>You are a friend, not a caseworker, a bank or a landlord. Healthy boundaries keep it that way:</p>
<ul>
<li>Do not lend or give large sums of money, co-sign a lease or loan, or lend your car.</li>
<li>Think carefully before offering your home as a release address. Parole officers may visit, the household may have to follow rules such as no weapons in the home, and it is hard to undo.</li>
<li>Be clear about what you can offer, such as a phone call each week, help with a résumé or a ride to an appointment, and what you cannot.</li>
<li>It is fine to say no. A good friendship can hold a no.</li>
</ul>
<p>These are the same habits that keep writers safe while someone is inside; our guide to <a href="/blog/pen-pal-scams-and-safety">scams and staying safe</a> goes into more detail.</p>
<h2>Meeting in person safely</h2>
<p>Letters can build a real friendship, but meeting in person is still meeting someone new. Take it slowly:</p>
<ol>
<li><strong>Wait until you are both ready</strong>, and check that a meeting does not break any condition of their release.</li>
<li><strong>Meet in a busy public place in daylight</strong>, such as a café, a park or a library, not at either home.</li>
<li><strong>Get there and back on your own.</strong> Drive yourself or use transport you arrange.</li>
<li><strong>Tell a friend</strong> where you are going, who you are meeting and when you expect to be back.</li>
<li><strong>Keep the first meeting short.</strong> An hour over coffee is plenty.</li>
<li><strong>Trust your instincts.</strong> If something feels wrong, leave. You owe no one an explanation for keeping yourself safe.</li>
</ol>
<h2>Staying in touch</h2>
<p>Keep writing, calling or messaging after release. The first months outside can be lonelier than people expect: old friends may have moved on, and everything from phones to prices has changed. Celebrate small wins, like a first paycheck, a library card or a cooked meal. Expect setbacks too, and do not take them personally.</p>
<h2>When the friendship changes</h2>
<p>Some friendships grow closer after release; others drift as lives fill up. Both are normal. If you decide to step back, say so kindly and clearly. If you ever feel threatened or pressured, stop contact and, if you need to, contact the police.</p>
<p>Whatever happens, the letters you wrote mattered. And if you are ready to begin again with someone new, you can always <a href="/browse">browse the profiles</a>.</p>`,
  },
];
