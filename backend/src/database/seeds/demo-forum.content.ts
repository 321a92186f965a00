import type { ForumCategory } from '../../modules/forum/forum.enums';

/**
 * The demo forum: threads and replies in every category, written as the community would write them
 * (how to write a first letter, addressing an envelope, mail rules, scams, privacy, success stories,
 * reentry). The advice is meant to be safe and true; where facilities differ, it says so.
 * No post holds an e-mail address.
 */

/** Who writes in the demo forum: the two demo accounts and a few members who only post. */
export const DEMO_FORUM_MEMBERS = {
  admin: 'admin@example.com',
  user: 'user@example.com',
  maria: 'maria.writes@example.com',
  jim: 'pastor.jim@example.com',
  dee: 'dee.outside@example.com',
  newbie: 'first.letter@example.com',
  marcus: 'marcus.home@example.com',
  spammer: 'quick.help.247@example.com',
} as const;

export type DemoMember = keyof typeof DEMO_FORUM_MEMBERS;

export interface DemoReply {
  author: DemoMember;
  /** Hours after the thread was started. */
  after: number;
  html: string;
  /** A pending report on this reply, for the Reported Content page. */
  reportedBy?: { member: DemoMember; reason: string };
}

export interface DemoThread {
  category: ForumCategory;
  title: string;
  author: DemoMember;
  daysAgo: number;
  views: number;
  pinned?: boolean;
  locked?: boolean;
  html: string;
  replies: DemoReply[];
}

export const DEMO_THREADS: DemoThread[] = [
  {
    category: 'general',
    title: 'Welcome! Please read before you post',
    author: 'admin',
    daysAgo: 60,
    views: 912,
    pinned: true,
    locked: true,
    html: `<p>Welcome to the community forum. This is a place for people who write to someone in prison, and for their families and friends, to help each other.</p>
<h3>A few ground rules</h3>
<ul>
<li><p><strong>Be kind.</strong> Many people here are writing for the first time, or are supporting someone they love through a hard time.</p></li>
<li><p><strong>Keep private details private.</strong> Do not post your home address, phone number or bank details, or anyone else's.</p></li>
<li><p><strong>No requests for money, and no selling.</strong> Posts that ask for money are removed.</p></li>
<li><p><strong>Use the Report button</strong> on any thread or reply that breaks these rules or looks like a scam. An admin reviews every report.</p></li>
</ul>
<p>Mail rules differ from one facility to the next. Advice shared here comes from members' own experience: always check the facility's own mail policy before you send anything.</p>`,
    replies: [],
  },
  {
    category: 'general',
    title: 'Writing your first letter: what worked for me',
    author: 'maria',
    daysAgo: 34,
    views: 388,
    html: `<p>I have been writing to people inside for about six years, and I still remember how long I stared at my first blank page. Here is what I tell everyone who asks:</p>
<ul>
<li><p><strong>Start simple.</strong> Say who you are in a few lines: your first name, roughly where you live, what you do with your days.</p></li>
<li><p><strong>Say why you wrote to them.</strong> Mention something from their listing that caught your eye, like a book they love or a hobby you share.</p></li>
<li><p><strong>Ask a couple of open questions</strong>, the kind that cannot be answered with yes or no.</p></li>
<li><p><strong>Be clear about what you are offering.</strong> If you are looking for friendship, say so. It avoids misunderstandings later.</p></li>
<li><p><strong>Keep it to a page or two.</strong> You have plenty of letters ahead of you.</p></li>
</ul>
<p>And be patient. Once a letter goes through the facility's mail room it can take one to three weeks each way, so do not read anything into a slow reply.</p>`,
    replies: [
      {
        author: 'newbie',
        after: 5,
        html: '<p>This is really helpful, thank you. I was about to write four pages about my whole life story. I will save some of it for the next letter!</p>',
      },
      {
        author: 'dee',
        after: 20,
        html: '<p>One thing I would add: write your name and return address on the letter itself, not only on the envelope. Some mail rooms open and copy letters, and the envelope does not always reach the person.</p>',
      },
      {
        author: 'user',
        after: 49,
        html: '<p>Good advice. I also keep a few notes on each letter I send, so I remember what I asked and what I already told them.</p>',
      },
    ],
  },
  {
    category: 'general',
    title: 'How often do you write?',
    author: 'user',
    daysAgo: 9,
    views: 97,
    html: `<p>For those of you who write to more than one person: how often do you send letters? I do not want to overwhelm anyone, but I also do not want someone waiting at mail call for nothing.</p>`,
    replies: [
      {
        author: 'maria',
        after: 3,
        html: '<p>I answer each letter within a week or so of getting it, and I let them set the pace. If I know I will be slow (travel, a busy month), I send a short card to say so. A short note beats silence.</p>',
      },
      {
        author: 'jim',
        after: 30,
        html: '<p>Being steady matters more than writing long letters. In our prison ministry we say: never promise a letter you will not send.</p>',
      },
    ],
  },
  {
    category: 'questions',
    title: 'What exactly goes on the envelope?',
    author: 'newbie',
    daysAgo: 27,
    views: 341,
    html: `<p>I have my first letter ready but I am nervous about addressing it wrong. What do I need to put on the envelope so it actually gets delivered?</p>`,
    replies: [
      {
        author: 'maria',
        after: 2,
        html: `<p>Here is the usual format. Check the facility's page on the state Department of Corrections website first, because many facilities have their own rules:</p>
<ol>
<li><p><strong>Their full name</strong> as it appears in the state's records, and <strong>their inmate ID number</strong>. Mail without the number is often returned.</p></li>
<li><p><strong>The facility's mailing address.</strong> This is not always the street address of the prison: some states send all personal mail through a central processing center.</p></li>
<li><p><strong>Your full name and return address</strong> in the top left corner. Most facilities refuse mail with no return address.</p></li>
</ol>
<p>Use a plain white envelope and an ordinary stamp. Skip stickers, tape, glitter and perfume.</p>`,
      },
      {
        author: 'dee',
        after: 9,
        html: '<p>Also: some states now scan incoming letters, and the person receives a copy or reads it on a tablet instead of the original. If you send photos, check the limits first (how many, what size, and many places do not accept Polaroids).</p>',
      },
      {
        author: 'spammer',
        after: 14,
        html: '<p>Envelopes are slow. Message me on another app and I will show you how to send money to anyone inside in five minutes, fees are low.</p>',
        reportedBy: { member: 'maria', reason: 'Asks people to move off the site and talks about sending money. Looks like a scam.' },
      },
      {
        author: 'newbie',
        after: 26,
        html: '<p>Thank you both! It turns out their state uses a mail processing center, so I would have sent it to the wrong address. The letter is in the mail.</p>',
      },
    ],
  },
  {
    category: 'questions',
    title: 'Why was my letter returned? Common reasons mail is rejected',
    author: 'dee',
    daysAgo: 19,
    views: 276,
    html: `<p>My last two letters came back stamped "Return to sender", and it took me a while to work out why. Here are the reasons I have run into or heard about from other writers, in case it saves someone else the wait:</p>
<ul>
<li><p>No inmate ID number, or a name that does not match the records</p></li>
<li><p>No return address</p></li>
<li><p>Stickers, tape, glitter, lipstick, perfume or stains</p></li>
<li><p>Greeting cards that are padded, layered, musical or glittered</p></li>
<li><p>Colored paper or cardstock (some facilities accept plain white paper only)</p></li>
<li><p>Too many pages or too many photos in one envelope</p></li>
<li><p>Photos showing nudity, weapons, drugs, money or gang signs, and in many places Polaroids</p></li>
<li><p>Cash, checks or anything of value tucked inside</p></li>
<li><p>Anything the facility sees as a security risk, such as talk of escape or of other people's cases</p></li>
</ul>
<p>The rules really do differ from one facility to the next, so the best habit is to read the mail policy on the Department of Corrections website before you send something new.</p>`,
    replies: [
      {
        author: 'jim',
        after: 6,
        html: '<p>A good list. I would add: when something is rejected, the person inside is usually told too, and can often tell you the reason. Ask them. They may also know rules that are not written on the website.</p>',
      },
      {
        author: 'user',
        after: 40,
        html: '<p>The colored paper one got me. Plain white paper and blue or black ink ever since.</p>',
      },
    ],
  },
  {
    category: 'questions',
    title: 'Can I send books or magazines?',
    author: 'user',
    daysAgo: 6,
    views: 84,
    html: `<p>The person I write to loves westerns. Can I just put a paperback in with my next letter?</p>`,
    replies: [
      {
        author: 'maria',
        after: 4,
        html: '<p>Usually not in a letter. Most facilities accept books and magazines only when they are new and sent directly by a publisher or an approved seller, and some limit how many books a person may keep. Look for the section on publications in the facility\'s mail policy, or ask which sellers their mail room accepts.</p>',
      },
      {
        author: 'jim',
        after: 22,
        html: '<p>Books-to-prisoners programs are worth knowing about too. These volunteer groups send free books on request and already know the rules of the facilities they serve.</p>',
      },
    ],
  },
  {
    category: 'safety',
    title: 'Never send money to someone you met through a listing',
    author: 'admin',
    daysAgo: 45,
    views: 655,
    pinned: true,
    html: `<p>This is the most important safety advice on this site, so it stays pinned here.</p>
<p>Most people who are listed are looking for friendship and conversation. But requests for money are the most common way writers get hurt, and the stories can be very convincing: legal fees, a medical bill, a debt inside, phone time, a family emergency.</p>
<p><strong>Our advice is simple: do not send money, gift cards or prepaid cards, and do not share your bank or card details, with anyone you met through a listing</strong>, whatever the reason and however long you have been writing.</p>
<h4>Warning signs</h4>
<ul>
<li><p>Money comes up early, or there is always a new emergency</p></li>
<li><p>You are asked to send money to a third person, or to an account that is not theirs</p></li>
<li><p>You are asked to receive or pass on money or packages for someone</p></li>
<li><p>You are asked to keep the friendship secret, or to talk some other way to get around the facility's rules</p></li>
</ul>
<p>You can say no and still be kind. If a post worries you, use the Report button and we will look at it. If you have already lost money, keep the letters, tell the facility, and report it to your local police and to the Federal Trade Commission (reportfraud.ftc.gov).</p>`,
    replies: [
      {
        author: 'jim',
        after: 8,
        html: '<p>From twenty years of prison ministry: a real friendship survives a firm no. If the letters stop when the money does, that tells you what they were about.</p>',
      },
      {
        author: 'maria',
        after: 31,
        html: '<p>Agreed. When I am asked, I say that I do not send money to anyone I write to, as a rule. Having a rule means it is never personal.</p>',
      },
    ],
  },
  {
    category: 'safety',
    title: 'Romance scams: what I wish I had known',
    author: 'dee',
    daysAgo: 23,
    views: 402,
    html: `<p>I am sharing this because I was embarrassed about it for a long time, and I think the embarrassment is how these things keep working.</p>
<p>A few years ago I started writing to a man I found through a listing on another site. Within three weeks he was telling me I was the love of his life. By the second month there was a lawyer who needed a retainer for his appeal, and I paid it. Then there was a fine, then a debt he owed someone inside. When I finally said no, the letters stopped.</p>
<p>Looking back, the signs were there:</p>
<ul>
<li><p>Very strong feelings, very fast, before we really knew each other</p></li>
<li><p>Stories that pulled at me and always came with a deadline</p></li>
<li><p>Details that did not quite add up from one letter to the next</p></li>
<li><p>Gentle pressure to keep things between the two of us</p></li>
</ul>
<p>I still write to people, and most of them have been wonderful friends. I just go slowly now, and money is simply not part of it.</p>`,
    replies: [
      { author: 'maria', after: 3, html: '<p>Thank you for posting this. It takes courage, and it will help someone.</p>' },
      {
        author: 'jim',
        after: 11,
        html: '<p>One practical tip: you can look someone up on the state Department of Corrections inmate locator with their name and ID number. It will not tell you whether someone is sincere, but it does confirm who and where they are, and whether what they tell you matches.</p>',
      },
      { author: 'newbie', after: 52, html: '<p>Saving this. I had not thought about how fast things can move in letters.</p>' },
    ],
  },
  {
    category: 'safety',
    title: 'Keeping your own address private',
    author: 'user',
    daysAgo: 12,
    views: 133,
    html: `<p>I want to write, but I am not comfortable putting my home address on every envelope. What do other people do?</p>`,
    replies: [
      {
        author: 'maria',
        after: 5,
        html: '<p>Most writers I know rent a P.O. box at the post office. The facility needs a return address it can send mail back to, and a P.O. box works in most places. Check the mail policy, since a few facilities have their own rules about return addresses.</p>',
      },
      {
        author: 'dee',
        after: 18,
        html: '<p>Same here. I also leave some things out of my letters until I know someone well: where I work, my children\'s names and schools, and photos that show my house or my car.</p>',
      },
    ],
  },
  {
    category: 'success',
    title: 'Six years of letters, and a friend for life',
    author: 'maria',
    daysAgo: 30,
    views: 298,
    html: `<p>Six years ago I answered a listing from a young man who wanted someone to talk to about books. He was twenty-three and angry at the world. I had not written a letter by hand since school.</p>
<p>We wrote every two weeks: about books first, then about his family, his classes, his faith and his doubts. He finished his GED, then a college certificate by correspondence. Last spring he came home, and after seeing his mother, the first thing he did was meet me for coffee.</p>
<p>Nobody sent anybody money. We just kept showing up on paper. If you are wondering whether it matters: it does.</p>`,
    replies: [
      { author: 'dee', after: 4, html: '<p>This made my day. Congratulations to you both.</p>' },
      {
        author: 'marcus',
        after: 15,
        html: '<p>From someone who was on the other side of this: those letters matter more than you know. Mail call was the one part of the day that felt like mine.</p>',
      },
    ],
  },
  {
    category: 'success',
    title: 'He told me first: he passed his GED',
    author: 'user',
    daysAgo: 4,
    views: 121,
    html: `<p>The man I have been writing to for a year and a half has been studying for his GED the whole time. He struggled with the math and nearly quit twice. This week a letter arrived that began "You are the first person I am telling": he passed.</p>
<p>I know a letter is a small thing. But he says knowing that someone would ask how the studying was going kept him at it. Keep writing, everyone.</p>`,
    replies: [
      { author: 'maria', after: 2, html: '<p>That is wonderful news. Please tell him a stranger on the internet is proud of him.</p>' },
      {
        author: 'jim',
        after: 20,
        html: '<p>An education is one of the best things a person can take home. Well done to him, and to you for the encouragement.</p>',
      },
    ],
  },
  {
    category: 'reentry',
    title: 'Resources for someone coming home',
    author: 'jim',
    daysAgo: 38,
    views: 467,
    html: `<p>Several of you have asked what to do when the person you write to gets a release date. These are the places to start:</p>
<ul>
<li><p><strong>Identification.</strong> A state ID, a Social Security card and a birth certificate open almost every other door. Many facilities help people apply before release, so ask early.</p></li>
<li><p><strong>Dial 2-1-1.</strong> This free line connects people with local help for housing, food, clothing and health care in most of the United States.</p></li>
<li><p><strong>The parole or probation office.</strong> Learn the conditions of release before the day comes: where they may live, curfews, check-ins and travel limits.</p></li>
<li><p><strong>American Job Centers.</strong> These free centers (search for CareerOneStop) help with job searches, training and résumés, and many have staff who work with people who have a record.</p></li>
<li><p><strong>Health coverage.</strong> Many people qualify for Medicaid on release. Applying early helps avoid a gap in medication.</p></li>
<li><p><strong>Reentry programs.</strong> Many states, counties and faith groups run programs for people coming home. The facility's reentry or case management staff usually know the local ones.</p></li>
</ul>
<p>Employers who hire people with a record may qualify for the Work Opportunity Tax Credit, and the Federal Bonding Program insures new hires for their first months: both are worth mentioning in a job interview.</p>`,
    replies: [
      {
        author: 'marcus',
        after: 7,
        html: '<p>All true. The ID was my biggest headache: without it I could not open a bank account or start a job. Start on it months before release if you can.</p>',
      },
      { author: 'maria', after: 26, html: '<p>Thank you, Jim. Saving this for my friend, who goes home in the spring.</p>' },
    ],
  },
  {
    category: 'reentry',
    title: 'What helped most in my first month home',
    author: 'marcus',
    daysAgo: 14,
    views: 239,
    html: `<p>I came home ten months ago after six years inside. A few people here asked what actually helped, so here is my honest list:</p>
<ol>
<li><p><strong>A written plan for the first week.</strong> Where to sleep, when to report to parole, where to get ID. The first days are overwhelming, and a list kept me steady.</p></li>
<li><p><strong>One person I could call.</strong> For me it was a pen pal I had written to for three years. She did not give me money; she answered the phone.</p></li>
<li><p><strong>Patience with technology.</strong> Phones, apps, self-checkout. Nobody laughed when I asked for help, and you should not either.</p></li>
<li><p><strong>Meetings.</strong> Support groups gave me somewhere to be in the evenings and people who understood.</p></li>
<li><p><strong>Small wins.</strong> A library card. A first paycheck. Cooking a meal. They add up.</p></li>
</ol>
<p>If you write to someone who is coming home, keep writing after the release too. The first months outside can be lonelier than people think.</p>`,
    replies: [
      {
        author: 'dee',
        after: 6,
        html: '<p>Thank you for this. I had not thought about carrying on with letters after a release, but it makes sense.</p>',
      },
      { author: 'jim', after: 19, html: '<p>Number two is the one I see make the biggest difference. Welcome home, Marcus.</p>' },
      { author: 'user', after: 44, html: "<p>Saving this to share with my pen pal's family. Thank you.</p>" },
    ],
  },
];
