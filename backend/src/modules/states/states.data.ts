/**
 * Static reference data for the 50 US states, for the /inmates and /inmates/{state} pages and profile pages.
 *
 * - `doc_locator_url` is the state corrections department's public inmate search. Where the department
 *   publishes no search of its own (Alaska, Delaware, Hawaii, Louisiana, Massachusetts) it points to the
 *   state's VINELink search, which is the channel those departments send the public to.
 * - `notes` carry state rules that change what the site must do (see shared DOMAIN.md): states whose prison
 *   rules punish people for being listed on pen-pal sites, and states whose personal mail goes to a central
 *   (usually scanning) mail processor instead of the prison. Rules change: every note cites its sources so an
 *   admin can re-check it.
 * - `mailing_format` placeholders: {name} = the person's name, {inmate_id} = their department number,
 *   {facility} = the prison's name (only used where the department asks for it, e.g. Pennsylvania).
 *
 * Population figures in descriptions are deliberately approximate ("about") and should be refreshed from
 * the departments' own statistics from time to time.
 */

export interface StateSource { label: string; url: string }
/** A listing ban, personal mail sent to a central processor, or mail delivered digitally. */
export const STATE_NOTE_KINDS = ['listing-restriction', 'central-mail', 'digital-mail'] as const;
export type StateNoteKind = (typeof STATE_NOTE_KINDS)[number];
export interface StateNote {
  kind: StateNoteKind;
  /** One or two plain sentences a family member understands. */
  text: string;
  /** For central-mail: the address format to write on the envelope, with placeholders {name} and {inmate_id}. */
  mailing_format?: string;
  sources: StateSource[];
}
export interface UsState {
  name: string;          // "New York"
  code: string;          // "NY"
  slug: string;          // "newyork"
  description: string;   // 2-3 sentences for the state page's about text
  keywords: string[];    // 4-6 SEO keyword phrases
  major_facilities: string[]; // 3-6 real, well-known state prisons (official names)
  doc_name: string;      // the state corrections department's official name
  doc_locator_url: string;   // the official online inmate locator / offender search page (https)
  notes: StateNote[];    // empty for most states
}

/** Standard SEO phrases for a state page. */
function kw(name: string): string[] {
  return [
    `${name} inmate pen pals`,
    `write a prisoner in ${name}`,
    `${name} prison pen pals`,
    `${name} inmate letters`,
    `${name} inmate mail`,
  ];
}

/** VINELink state search, used only where the department has no public search of its own. */
function vine(code: string): string {
  return `https://vinelink.vineapps.com/search/${code}/Person`;
}

// ── Notes ──────────────────────────────────────────────────────────────────────────────────────────────

const FLORIDA_NOTES: StateNote[] = [
  {
    kind: 'listing-restriction',
    text:
      'Florida prison rules (Fla. Admin. Code r. 33-210.101, subsection (9) in the version tested in court) forbid people in state prison to advertise for pen pals, and a person can be disciplined if an ad is posted for them, even by family. A federal appeals court (11th Circuit) upheld this ban in December 2011.',
    sources: [
      {
        label: 'Fla. Admin. Code r. 33-210.101, Routine Mail (current text, Cornell LII)',
        url: 'https://www.law.cornell.edu/regulations/florida/Fla-Admin-Code-Ann-R-33-210-101',
      },
      {
        label: 'Prison Legal News: Eleventh Circuit Upholds Florida DOC’s Ban on Pen Pal Solicitations (Perry v. Secretary, FDOC, 22 Dec 2011)',
        url: 'https://www.prisonlegalnews.org/news/2012/aug/15/eleventh-circuit-upholds-florida-docs-ban-on-pen-pal-solicitations/',
      },
      {
        label: 'Florida Administrative Register: notice of proposed amendment to rule 33-210.101 (third-party services that post inmate ads)',
        url: 'https://flrules.org/gateway/notice_Files.asp?ID=6450517',
      },
    ],
  },
  {
    kind: 'digital-mail',
    text:
      'Personal letters, cards and photos for people in Florida state prisons go to a central processing center in Tampa, where they are scanned and delivered on a tablet or kiosk; the original paper is not passed on. Write the person’s committed name (last name first) and DC number; legal mail still goes to the prison.',
    mailing_format: '{name}, DC# {inmate_id}\nPO Box 23608\nTampa, FL 33623',
    sources: [
      {
        label: 'Florida Department of Corrections, “Contacting an Inmate” page (routine mail to PO Box 23608, Tampa; copy at adoptaninmate.org)',
        url: 'https://adoptaninmate.org/wp-content/uploads/2016/08/ContactInmate.html',
      },
      {
        label: 'Fla. Admin. Code r. 33-210.101 (defines electronic mail processing of routine mail)',
        url: 'https://www.law.cornell.edu/regulations/florida/Fla-Admin-Code-Ann-R-33-210-101',
      },
      {
        label: 'Prison Visitor Guide: Mail & Packages in Florida (FDC)',
        url: 'https://prisonvisitorguide.org/states/florida/guides/mail/',
      },
    ],
  },
];

const MISSOURI_NOTES: StateNote[] = [
  {
    kind: 'listing-restriction',
    text:
      'Since 1 June 2007, people in Missouri state prisons are banned from seeking pen pals on websites, and the Department of Corrections monitors pen-pal sites. A listing posted for them can lead to a conduct violation.',
    sources: [
      {
        label: 'Missourinet (18 Mar 2007): Missouri inmates will soon be banned from the internet',
        url: 'https://www.missourinet.com/2007/03/18/missouri-inmates-will-soon-be-banned-from-the-internet/',
      },
      {
        label: 'Missouri DOC press release of 13 Mar 2007, “Department to Ban Inmates From Soliciting Pen Pals on Websites” (reproduced)',
        url: 'https://indiantiger.org/missouri-department-of-corrections-ban-prisoners-from-soliciting-pen-pals-on/',
      },
      {
        label: 'St. Louis Public Radio (14 Mar 2007): ACLU criticizes prison policy in Missouri over pen pals',
        url: 'https://www.stlpr.org/other/2007-03-14/aclu-criticizes-prison-policy-in-missouri-over-pen-pals',
      },
    ],
  },
  {
    kind: 'central-mail',
    text:
      'Since 1 July 2022, personal letters, cards and photos for people in Missouri state prisons must go to a digital mail center in Tampa, Florida, where they are scanned to the person’s tablet. Personal mail sent to the prison itself is returned to the sender.',
    mailing_format: '{name}, {inmate_id}\nC/O Digital Mail Center-Missouri DOC\nPO Box 25678\nTampa, FL 33622-5678',
    sources: [
      {
        label: 'Missouri Department of Corrections: Family & Friends, Mail',
        url: 'https://doc.mo.gov/programs/family-friends/mail',
      },
      {
        label: 'Missouri DOC bulletin (17 May 2022): Change in Missouri Department of Corrections Mail Procedures',
        url: 'https://content.govdelivery.com/accounts/MODOC/bulletins/3182d48',
      },
    ],
  },
];

const INDIANA_NOTES: StateNote[] = [
  {
    kind: 'listing-restriction',
    text:
      'Indiana Department of Correction policy bars people in its prisons from advertising for pen pals and from receiving material from pen-pal services, so a listing can get the person disciplined. A federal appeals court (7th Circuit) upheld the ban in Woods v. Commissioner in July 2011.',
    sources: [
      {
        label: 'Prison Legal News: Seventh Circuit Upholds Indiana DOC’s Ban on Pen-Pal Ads',
        url: 'https://www.prisonlegalnews.org/news/2012/may/15/seventh-circuit-upholds-indiana-docs-ban-on-pen-pal-ads/',
      },
      {
        label: 'Justia: Woods v. Comm’r of Ind. Dept. of Corrs., No. 10-3339 (7th Cir. 19 Jul 2011)',
        url: 'https://communicationslawopinions.justia.com/2011/07/19/woods-v-commr-of-ind-dept-of-corrs/',
      },
    ],
  },
];

const PENNSYLVANIA_NOTES: StateNote[] = [
  {
    kind: 'central-mail',
    text:
      'Personal letters, cards and photos for people in Pennsylvania state prisons go to the department’s mail vendor, Smart Communications, in Florida, not to the prison; they are scanned and a printed copy is handed over. Put the person’s name, inmate number and the name of their prison (SCI) on the envelope.',
    mailing_format: 'Smart Communications/PA DOC\n{name}/{inmate_id}\n{facility}\nPO Box 33028\nSt. Petersburg, FL 33733',
    sources: [
      {
        label: 'Pennsylvania Department of Corrections: Mail rules (pa.gov)',
        url: 'https://www.pa.gov/agencies/cor/find-or-contact-inmate/mail-rules',
      },
      {
        label: 'Pennsylvania Department of Corrections: Mail, for family and friends (pa.gov)',
        url: 'https://pa.gov/agencies/cor/resources/for-family-and-friends/mail.html',
      },
    ],
  },
];

const TEXAS_NOTES: StateNote[] = [
  {
    kind: 'central-mail',
    text:
      'Since September 2023, personal letters, cards and photos for people in Texas state prisons go to a digital mail center in Dallas and are scanned to the person’s tablet. Personal mail sent to the prison unit is returned to the sender; legal mail and books still go to the unit.',
    mailing_format: 'Texas Department of Criminal Justice\n{name} {inmate_id}\nPO Box 660400\nDallas, TX 75266-0400',
    sources: [
      {
        label: 'Texas Department of Criminal Justice: Inmate Digital Mail',
        url: 'https://tdcj.texas.gov/offender_info/digital_mail.html',
      },
      {
        label: 'Texas Department of Criminal Justice: Inmate Digital Mail FAQ',
        url: 'https://www.tdcj.texas.gov/faq/digital_mail.html',
      },
    ],
  },
];

const OKLAHOMA_NOTES: StateNote[] = [
  {
    kind: 'central-mail',
    text:
      'Since 1 September 2024, personal mail for people in Oklahoma’s state-run prisons goes to a Securus digital mail center in Dallas and is delivered on a tablet or kiosk. This does not apply to the privately run Lawton Correctional Facility, and legal mail still goes to the prison.',
    mailing_format: '{name}, {inmate_id}\nSecurus Digital Mail Center - OK Dept of Corrections\nPO Box 223566\nDallas, TX 75222-3566',
    sources: [
      {
        label: 'Oklahoma Department of Corrections: Digital Mail',
        url: 'https://oklahoma.gov/doc/offender-info/digital-mail.html',
      },
    ],
  },
];

// ── States (alphabetical by name) ──────────────────────────────────────────────────────────────────────

export const US_STATES: readonly UsState[] = [
  {
    name: 'Alabama',
    code: 'AL',
    slug: 'alabama',
    description:
      'The Alabama Department of Corrections holds about 20,000 people in its prisons and work centers. Many have little contact with home, and a steady letter from outside is one of the simplest ways to help someone stay connected while they serve their sentence.',
    keywords: kw('Alabama'),
    major_facilities: [
      'Holman Correctional Facility',
      'William E. Donaldson Correctional Facility',
      'St. Clair Correctional Facility',
      'Limestone Correctional Facility',
      'Julia Tutwiler Prison for Women',
    ],
    doc_name: 'Alabama Department of Corrections',
    doc_locator_url: 'https://doc.alabama.gov/inmatesearch.aspx',
    notes: [],
  },
  {
    name: 'Alaska',
    code: 'AK',
    slug: 'alaska',
    description:
      'The Alaska Department of Corrections runs a unified system of about 4,500 people, holding both sentenced people and people awaiting trial. Distances are long and visits are hard, so mail is often the most reliable link a person has with the outside world.',
    keywords: kw('Alaska'),
    major_facilities: [
      'Spring Creek Correctional Center',
      'Goose Creek Correctional Center',
      'Anchorage Correctional Complex',
      'Hiland Mountain Correctional Center',
      'Lemon Creek Correctional Center',
    ],
    doc_name: 'Alaska Department of Corrections',
    doc_locator_url: vine('AK'),
    notes: [],
  },
  {
    name: 'Arizona',
    code: 'AZ',
    slug: 'arizona',
    description:
      'The Arizona Department of Corrections, Rehabilitation and Reentry holds about 34,000 people in state prison complexes and contracted prisons. Regular letters give people something to look forward to and help them keep the outside relationships that matter after release.',
    keywords: kw('Arizona'),
    major_facilities: [
      'Arizona State Prison Complex – Eyman',
      'Arizona State Prison Complex – Florence',
      'Arizona State Prison Complex – Lewis',
      'Arizona State Prison Complex – Perryville',
      'Arizona State Prison Complex – Tucson',
    ],
    doc_name: 'Arizona Department of Corrections, Rehabilitation and Reentry',
    doc_locator_url: 'https://corrections.az.gov/inmate-data-search',
    notes: [],
  },
  {
    name: 'Arkansas',
    code: 'AR',
    slug: 'arkansas',
    description:
      'The Arkansas Division of Correction, part of the Arkansas Department of Corrections, holds about 17,000 people in its units and in county jails. A pen pal can offer encouragement and a sense of normal life that is hard to find inside.',
    keywords: kw('Arkansas'),
    major_facilities: ['Cummins Unit', 'Varner Unit', 'Tucker Unit', 'East Arkansas Regional Unit', 'McPherson Unit'],
    doc_name: 'Arkansas Department of Corrections, Division of Correction',
    doc_locator_url: 'https://inmate.ark.org/',
    notes: [],
  },
  {
    name: 'California',
    code: 'CA',
    slug: 'california',
    description:
      'The California Department of Corrections and Rehabilitation runs one of the largest prison systems in the country, holding about 90,000 people in more than 30 state prisons. Letters from outside help people stay hopeful, practise communication and prepare for life after release.',
    keywords: kw('California'),
    major_facilities: [
      'San Quentin Rehabilitation Center',
      'Folsom State Prison',
      'Pelican Bay State Prison',
      'California State Prison, Corcoran',
      'Central California Women’s Facility',
    ],
    doc_name: 'California Department of Corrections and Rehabilitation',
    doc_locator_url: 'https://ciris.mt.cdcr.ca.gov/',
    notes: [],
  },
  {
    name: 'Colorado',
    code: 'CO',
    slug: 'colorado',
    description:
      'The Colorado Department of Corrections holds about 17,000 people in state and contracted prisons. A regular correspondent can be a steady, positive voice for someone who has lost touch with family and friends.',
    keywords: kw('Colorado'),
    major_facilities: [
      'Colorado State Penitentiary',
      'Sterling Correctional Facility',
      'Limon Correctional Facility',
      'Fremont Correctional Facility',
      'Denver Women’s Correctional Facility',
    ],
    doc_name: 'Colorado Department of Corrections',
    doc_locator_url: 'https://www.doc.state.co.us/oss/',
    notes: [],
  },
  {
    name: 'Connecticut',
    code: 'CT',
    slug: 'connecticut',
    description:
      'The Connecticut Department of Correction runs a unified system of about 10,000 people, including people awaiting trial, since the state has no county jails. Writing to someone inside helps them stay connected to the community they will return to.',
    keywords: kw('Connecticut'),
    major_facilities: [
      'MacDougall-Walker Correctional Institution',
      'Osborn Correctional Institution',
      'Cheshire Correctional Institution',
      'Garner Correctional Institution',
      'York Correctional Institution',
    ],
    doc_name: 'Connecticut Department of Correction',
    doc_locator_url: 'https://www.ctinmateinfo.state.ct.us/',
    notes: [],
  },
  {
    name: 'Delaware',
    code: 'DE',
    slug: 'delaware',
    description:
      'The Delaware Department of Correction runs a unified system that holds about 4,500 to 5,000 people, covering both jail and prison. Letters from outside offer support and a reminder that someone is thinking of them.',
    keywords: kw('Delaware'),
    major_facilities: [
      'James T. Vaughn Correctional Center',
      'Howard R. Young Correctional Institution',
      'Sussex Correctional Institution',
      'Delores J. Baylor Women’s Correctional Institution',
    ],
    doc_name: 'Delaware Department of Correction',
    doc_locator_url: vine('DE'),
    notes: [],
  },
  {
    name: 'Florida',
    code: 'FL',
    slug: 'florida',
    description:
      'The Florida Department of Corrections runs one of the largest state prison systems in the country, holding about 85,000 people in prisons, work camps and private partner facilities. Letters remain one of the few personal links people inside have with the outside world.',
    keywords: kw('Florida'),
    major_facilities: [
      'Florida State Prison',
      'Union Correctional Institution',
      'Lowell Correctional Institution',
      'Santa Rosa Correctional Institution',
      'Apalachee Correctional Institution',
    ],
    doc_name: 'Florida Department of Corrections',
    doc_locator_url: 'https://pubapps.fdc.myflorida.com/OffenderSearch/Search.aspx?TypeSearch=AI',
    notes: FLORIDA_NOTES,
  },
  {
    name: 'Georgia',
    code: 'GA',
    slug: 'georgia',
    description:
      'The Georgia Department of Corrections holds about 50,000 people in state, county and private prisons. A pen pal can bring friendship, news and encouragement to someone serving a long sentence.',
    keywords: kw('Georgia'),
    major_facilities: [
      'Georgia Diagnostic and Classification Prison',
      'Hays State Prison',
      'Valdosta State Prison',
      'Augusta State Medical Prison',
      'Lee Arrendale State Prison',
    ],
    doc_name: 'Georgia Department of Corrections',
    doc_locator_url: 'https://services.gdc.ga.gov/GDC/OffenderQuery/jsp/OffQryForm.jsp',
    notes: [],
  },
  {
    name: 'Hawaii',
    code: 'HI',
    slug: 'hawaii',
    description:
      'The Hawaii Department of Corrections and Rehabilitation holds about 4,000 people in its jails and prisons, and some are housed at a contracted prison on the mainland. For people far from their islands and families, letters can be an important lifeline.',
    keywords: kw('Hawaii'),
    major_facilities: [
      'Halawa Correctional Facility',
      'Waiawa Correctional Facility',
      'Kulani Correctional Facility',
      'Women’s Community Correctional Center',
    ],
    doc_name: 'Hawaii Department of Corrections and Rehabilitation',
    doc_locator_url: vine('HI'),
    notes: [],
  },
  {
    name: 'Idaho',
    code: 'ID',
    slug: 'idaho',
    description:
      'The Idaho Department of Correction holds about 9,000 people in state prisons, community reentry centers and county jails. Writing to someone inside gives them a connection to the outside and a reason to keep working toward release.',
    keywords: kw('Idaho'),
    major_facilities: [
      'Idaho Maximum Security Institution',
      'Idaho State Correctional Institution',
      'Idaho State Correctional Center',
      'Idaho Correctional Institution-Orofino',
      'Pocatello Women’s Correctional Center',
    ],
    doc_name: 'Idaho Department of Correction',
    doc_locator_url: 'https://www.idoc.idaho.gov/content/prisons/resident-client-search',
    notes: [],
  },
  {
    name: 'Illinois',
    code: 'IL',
    slug: 'illinois',
    description:
      'The Illinois Department of Corrections holds about 29,000 people in its correctional centers. A thoughtful letter can ease isolation and help someone keep the social ties that support a successful return home.',
    keywords: kw('Illinois'),
    major_facilities: [
      'Menard Correctional Center',
      'Pontiac Correctional Center',
      'Dixon Correctional Center',
      'Lawrence Correctional Center',
      'Logan Correctional Center',
    ],
    doc_name: 'Illinois Department of Corrections',
    doc_locator_url: 'https://idoc.illinois.gov/offender/inmatesearch.html',
    notes: [],
  },
  {
    name: 'Indiana',
    code: 'IN',
    slug: 'indiana',
    description:
      'The Indiana Department of Correction holds about 25,000 people in its adult facilities. Personal letters remain allowed and valued, even though department policy restricts how people inside may look for pen pals.',
    keywords: kw('Indiana'),
    major_facilities: [
      'Indiana State Prison',
      'Wabash Valley Correctional Facility',
      'Pendleton Correctional Facility',
      'Miami Correctional Facility',
      'Indiana Women’s Prison',
    ],
    doc_name: 'Indiana Department of Correction',
    doc_locator_url: 'https://www.in.gov/apps/indcorrection/ofs/ofs',
    notes: INDIANA_NOTES,
  },
  {
    name: 'Iowa',
    code: 'IA',
    slug: 'iowa',
    description:
      'The Iowa Department of Corrections holds about 8,500 people in its prisons. Letters from outside give people a way to share their thoughts and stay connected with the wider world.',
    keywords: kw('Iowa'),
    major_facilities: [
      'Iowa State Penitentiary',
      'Anamosa State Penitentiary',
      'Iowa Medical and Classification Center',
      'Fort Dodge Correctional Facility',
      'Iowa Correctional Institution for Women',
    ],
    doc_name: 'Iowa Department of Corrections',
    doc_locator_url: 'https://doc-search.iowa.gov/Offender/Search',
    notes: [],
  },
  {
    name: 'Kansas',
    code: 'KS',
    slug: 'kansas',
    description:
      'The Kansas Department of Corrections holds about 8,500 people in its correctional facilities. A regular pen pal offers encouragement and a friendly connection that can make time inside easier.',
    keywords: kw('Kansas'),
    major_facilities: [
      'Lansing Correctional Facility',
      'El Dorado Correctional Facility',
      'Hutchinson Correctional Facility',
      'Norton Correctional Facility',
      'Topeka Correctional Facility',
    ],
    doc_name: 'Kansas Department of Corrections',
    doc_locator_url: 'https://kdocrepository.doc.ks.gov/kasper/',
    notes: [],
  },
  {
    name: 'Kentucky',
    code: 'KY',
    slug: 'kentucky',
    description:
      'The Kentucky Department of Corrections is responsible for about 19,000 people, many of them held in county jails under contract as well as in state prisons. Letters help people stay in touch with life outside and with the people who care about them.',
    keywords: kw('Kentucky'),
    major_facilities: [
      'Kentucky State Penitentiary',
      'Kentucky State Reformatory',
      'Eastern Kentucky Correctional Complex',
      'Northpoint Training Center',
      'Kentucky Correctional Institution for Women',
    ],
    doc_name: 'Kentucky Department of Corrections',
    doc_locator_url: 'https://kool.corrections.ky.gov/',
    notes: [],
  },
  {
    name: 'Louisiana',
    code: 'LA',
    slug: 'louisiana',
    description:
      'The Louisiana Department of Public Safety and Corrections is responsible for about 28,000 people, and more than half of them are held in parish jails rather than state prisons. For people serving long sentences, a faithful correspondent can be a lasting source of support.',
    keywords: kw('Louisiana'),
    major_facilities: [
      'Louisiana State Penitentiary',
      'Elayn Hunt Correctional Center',
      'David Wade Correctional Center',
      'Raymond Laborde Correctional Center',
      'Louisiana Correctional Institute for Women',
    ],
    doc_name: 'Louisiana Department of Public Safety and Corrections',
    doc_locator_url: vine('LA'),
    notes: [],
  },
  {
    name: 'Maine',
    code: 'ME',
    slug: 'maine',
    description:
      'The Maine Department of Corrections holds about 2,000 people in its adult facilities. In a small system far from many families, letters are a welcome way to stay connected.',
    keywords: kw('Maine'),
    major_facilities: [
      'Maine State Prison',
      'Maine Correctional Center',
      'Mountain View Correctional Facility',
      'Bolduc Correctional Facility',
    ],
    doc_name: 'Maine Department of Corrections',
    doc_locator_url: 'https://www1.maine.gov/cgi-bin/online/mdoc/search-and-deposit/search.pl?Search=Continue',
    notes: [],
  },
  {
    name: 'Maryland',
    code: 'MD',
    slug: 'maryland',
    description:
      'The Maryland Department of Public Safety and Correctional Services holds about 15,000 people in its state correctional institutions. A pen pal can offer friendship and a window onto life beyond the walls.',
    keywords: kw('Maryland'),
    major_facilities: [
      'Jessup Correctional Institution',
      'Western Correctional Institution',
      'North Branch Correctional Institution',
      'Eastern Correctional Institution',
      'Maryland Correctional Institution for Women',
    ],
    doc_name: 'Maryland Department of Public Safety and Correctional Services',
    doc_locator_url: 'https://dpscs.maryland.gov/IncarceratedIndividualLocator/IncarceratedIndividualLocator',
    notes: [],
  },
  {
    name: 'Massachusetts',
    code: 'MA',
    slug: 'massachusetts',
    description:
      'The Massachusetts Department of Correction holds about 6,300 people in its state prisons; people awaiting trial or serving shorter sentences are held by the county sheriffs instead. Letters give people inside a personal connection and something to look forward to.',
    keywords: kw('Massachusetts'),
    major_facilities: [
      'Souza-Baranowski Correctional Center',
      'MCI-Norfolk',
      'MCI-Shirley',
      'Old Colony Correctional Center',
      'MCI-Framingham',
    ],
    doc_name: 'Massachusetts Department of Correction',
    doc_locator_url: vine('MA'),
    notes: [],
  },
  {
    name: 'Michigan',
    code: 'MI',
    slug: 'michigan',
    description:
      'The Michigan Department of Corrections holds about 32,000 people in its correctional facilities. Regular letters can reduce isolation and help people build the relationships that support a successful return home.',
    keywords: kw('Michigan'),
    major_facilities: [
      'Marquette Branch Prison',
      'Ionia Correctional Facility',
      'Chippewa Correctional Facility',
      'G. Robert Cotton Correctional Facility',
      'Women’s Huron Valley Correctional Facility',
    ],
    doc_name: 'Michigan Department of Corrections',
    doc_locator_url: 'https://mdocweb.state.mi.us/otis2/otis2.aspx',
    notes: [],
  },
  {
    name: 'Minnesota',
    code: 'MN',
    slug: 'minnesota',
    description:
      'The Minnesota Department of Corrections holds about 8,000 people in its correctional facilities. A pen pal offers encouragement and a link to the world outside that many people inside do not otherwise have.',
    keywords: kw('Minnesota'),
    major_facilities: [
      'Minnesota Correctional Facility – Stillwater',
      'Minnesota Correctional Facility – Oak Park Heights',
      'Minnesota Correctional Facility – Lino Lakes',
      'Minnesota Correctional Facility – Faribault',
      'Minnesota Correctional Facility – Shakopee',
    ],
    doc_name: 'Minnesota Department of Corrections',
    doc_locator_url: 'https://coms.doc.state.mn.us/PublicViewer/',
    notes: [],
  },
  {
    name: 'Mississippi',
    code: 'MS',
    slug: 'mississippi',
    description:
      'The Mississippi Department of Corrections holds about 20,000 people in state prisons, regional facilities and private prisons. Letters from outside bring news, kindness and a sense of connection.',
    keywords: kw('Mississippi'),
    major_facilities: [
      'Mississippi State Penitentiary',
      'Central Mississippi Correctional Facility',
      'South Mississippi Correctional Institution',
    ],
    doc_name: 'Mississippi Department of Corrections',
    doc_locator_url: 'https://www.ms.gov/mdoc/inmate',
    notes: [],
  },
  {
    name: 'Missouri',
    code: 'MO',
    slug: 'missouri',
    description:
      'The Missouri Department of Corrections holds about 23,000 people in its correctional centers. Letters are still welcome, but personal mail now goes through a central digital mail center, and department rules restrict people inside from seeking pen pals online.',
    keywords: kw('Missouri'),
    major_facilities: [
      'Jefferson City Correctional Center',
      'Potosi Correctional Center',
      'Eastern Reception, Diagnostic and Correctional Center',
      'South Central Correctional Center',
      'Women’s Eastern Reception, Diagnostic and Correctional Center',
    ],
    doc_name: 'Missouri Department of Corrections',
    doc_locator_url: 'https://web.mo.gov/doc/offSearchWeb/',
    notes: MISSOURI_NOTES,
  },
  {
    name: 'Montana',
    code: 'MT',
    slug: 'montana',
    description:
      'The Montana Department of Corrections holds about 3,000 people in prison, alongside many more under community supervision. Across a large and rural state, a letter can close some of the distance between people inside and the outside world.',
    keywords: kw('Montana'),
    major_facilities: ['Montana State Prison', 'Montana Women’s Prison', 'Crossroads Correctional Center'],
    doc_name: 'Montana Department of Corrections',
    doc_locator_url: 'https://app.mt.gov/conweb/',
    notes: [],
  },
  {
    name: 'Nebraska',
    code: 'NE',
    slug: 'nebraska',
    description:
      'The Nebraska Department of Correctional Services holds about 5,500 people in its facilities. A regular pen pal can offer encouragement and friendship to someone working toward release.',
    keywords: kw('Nebraska'),
    major_facilities: [
      'Nebraska State Penitentiary',
      'Tecumseh State Correctional Institution',
      'Lincoln Correctional Center',
      'Omaha Correctional Center',
      'Nebraska Correctional Center for Women',
    ],
    doc_name: 'Nebraska Department of Correctional Services',
    doc_locator_url: 'https://dcs-inmatesearch.ne.gov/Corrections/COR_input.html',
    notes: [],
  },
  {
    name: 'Nevada',
    code: 'NV',
    slug: 'nevada',
    description:
      'The Nevada Department of Corrections holds about 10,000 people in its prisons and camps. Letters from outside help people stay connected and hopeful while they serve their time.',
    keywords: kw('Nevada'),
    major_facilities: [
      'Ely State Prison',
      'High Desert State Prison',
      'Lovelock Correctional Center',
      'Northern Nevada Correctional Center',
      'Florence McClure Women’s Correctional Center',
    ],
    doc_name: 'Nevada Department of Corrections',
    doc_locator_url: 'https://ofdsearch.doc.nv.gov/',
    notes: [],
  },
  {
    name: 'New Hampshire',
    code: 'NH',
    slug: 'newhampshire',
    description:
      'The New Hampshire Department of Corrections holds about 2,000 people in its state prisons. A friendly letter can make a real difference to someone with few visitors.',
    keywords: kw('New Hampshire'),
    major_facilities: [
      'New Hampshire State Prison for Men',
      'New Hampshire Correctional Facility for Women',
      'Northern New Hampshire Correctional Facility',
    ],
    doc_name: 'New Hampshire Department of Corrections',
    doc_locator_url: 'https://business.nh.gov/inmate_locator/',
    notes: [],
  },
  {
    name: 'New Jersey',
    code: 'NJ',
    slug: 'newjersey',
    description:
      'The New Jersey Department of Corrections holds about 12,500 people in its state prisons. Writing to someone inside offers companionship and helps them keep the ties that support life after release.',
    keywords: kw('New Jersey'),
    major_facilities: [
      'New Jersey State Prison',
      'East Jersey State Prison',
      'South Woods State Prison',
      'Northern State Prison',
      'Edna Mahan Correctional Facility for Women',
    ],
    doc_name: 'New Jersey Department of Corrections',
    doc_locator_url: 'https://www20.state.nj.us/DOC_Inmate/inmatefinder?i=I',
    notes: [],
  },
  {
    name: 'New Mexico',
    code: 'NM',
    slug: 'newmexico',
    description:
      'The New Mexico Corrections Department holds about 5,500 people in public and private prisons. A pen pal can bring encouragement and a steady connection to the outside world.',
    keywords: kw('New Mexico'),
    major_facilities: [
      'Penitentiary of New Mexico',
      'Southern New Mexico Correctional Facility',
      'Central New Mexico Correctional Facility',
      'Western New Mexico Correctional Facility',
      'Lea County Correctional Facility',
    ],
    doc_name: 'New Mexico Corrections Department',
    doc_locator_url: 'https://search.cd.nm.gov/',
    notes: [],
  },
  {
    name: 'New York',
    code: 'NY',
    slug: 'newyork',
    description:
      'The New York State Department of Corrections and Community Supervision holds about 33,000 people in its correctional facilities. Letters from outside can ease isolation and help people prepare for life after release.',
    keywords: kw('New York'),
    major_facilities: [
      'Sing Sing Correctional Facility',
      'Attica Correctional Facility',
      'Clinton Correctional Facility',
      'Green Haven Correctional Facility',
      'Great Meadow Correctional Facility',
      'Bedford Hills Correctional Facility',
    ],
    doc_name: 'New York State Department of Corrections and Community Supervision',
    doc_locator_url: 'https://nysdoccslookup.doccs.ny.gov/',
    notes: [],
  },
  {
    name: 'North Carolina',
    code: 'NC',
    slug: 'northcarolina',
    description:
      'The North Carolina Department of Adult Correction holds about 30,000 people in its state prisons. A regular correspondent can offer friendship and encouragement throughout a sentence.',
    keywords: kw('North Carolina'),
    major_facilities: [
      'Central Prison',
      'Nash Correctional Institution',
      'Scotland Correctional Institution',
      'Alexander Correctional Institution',
      'North Carolina Correctional Institution for Women',
    ],
    doc_name: 'North Carolina Department of Adult Correction',
    doc_locator_url: 'https://webapps.doc.state.nc.us/opi/offendersearch.do?method=view',
    notes: [],
  },
  {
    name: 'North Dakota',
    code: 'ND',
    slug: 'northdakota',
    description:
      'The North Dakota Department of Corrections and Rehabilitation holds about 2,000 people in its adult facilities. In a small system, a letter from a pen pal can be a welcome reminder that someone outside cares.',
    keywords: kw('North Dakota'),
    major_facilities: [
      'North Dakota State Penitentiary',
      'James River Correctional Center',
      'Missouri River Correctional Center',
      'Dakota Women’s Correctional and Rehabilitation Center',
    ],
    doc_name: 'North Dakota Department of Corrections and Rehabilitation',
    doc_locator_url: 'https://www.nd.gov/docr/offenderlkup/index.asp',
    notes: [],
  },
  {
    name: 'Ohio',
    code: 'OH',
    slug: 'ohio',
    description:
      'The Ohio Department of Rehabilitation and Correction holds about 45,000 people in its correctional institutions. Letters from outside support people’s wellbeing and the relationships that help them succeed after release.',
    keywords: kw('Ohio'),
    major_facilities: [
      'Ohio State Penitentiary',
      'Southern Ohio Correctional Facility',
      'Chillicothe Correctional Institution',
      'Mansfield Correctional Institution',
      'Ohio Reformatory for Women',
    ],
    doc_name: 'Ohio Department of Rehabilitation and Correction',
    doc_locator_url: 'https://appgateway.drc.ohio.gov/OffenderSearch',
    notes: [],
  },
  {
    name: 'Oklahoma',
    code: 'OK',
    slug: 'oklahoma',
    description:
      'The Oklahoma Department of Corrections holds about 22,000 people in state-run and contracted prisons. Personal mail to the state-run prisons now goes through a digital mail center, and a regular letter can still brighten someone’s week.',
    keywords: kw('Oklahoma'),
    major_facilities: [
      'Oklahoma State Penitentiary',
      'Joseph Harp Correctional Center',
      'Dick Conner Correctional Center',
      'James Crabtree Correctional Center',
      'Mabel Bassett Correctional Center',
    ],
    doc_name: 'Oklahoma Department of Corrections',
    doc_locator_url: 'https://okoffender.doc.ok.gov/',
    notes: OKLAHOMA_NOTES,
  },
  {
    name: 'Oregon',
    code: 'OR',
    slug: 'oregon',
    description:
      'The Oregon Department of Corrections holds about 12,000 people in its state prisons. A pen pal offers companionship and a connection to the community people will one day rejoin.',
    keywords: kw('Oregon'),
    major_facilities: [
      'Oregon State Penitentiary',
      'Snake River Correctional Institution',
      'Two Rivers Correctional Institution',
      'Eastern Oregon Correctional Institution',
      'Coffee Creek Correctional Facility',
    ],
    doc_name: 'Oregon Department of Corrections',
    doc_locator_url: 'https://docpub.state.or.us/OOS/intro.jsf',
    notes: [],
  },
  {
    name: 'Pennsylvania',
    code: 'PA',
    slug: 'pennsylvania',
    description:
      'The Pennsylvania Department of Corrections holds about 38,000 people in its state correctional institutions. Personal mail goes through a central processor rather than to the prison, but letters remain a valued link with home.',
    keywords: kw('Pennsylvania'),
    major_facilities: ['SCI Phoenix', 'SCI Huntingdon', 'SCI Rockview', 'SCI Greene', 'SCI Muncy'],
    doc_name: 'Pennsylvania Department of Corrections',
    doc_locator_url: 'https://inmatelocator.cor.pa.gov/',
    notes: PENNSYLVANIA_NOTES,
  },
  {
    name: 'Rhode Island',
    code: 'RI',
    slug: 'rhodeisland',
    description:
      'The Rhode Island Department of Corrections runs a unified system of about 2,500 people, most of them at the Adult Correctional Institutions in Cranston. Letters from outside help people stay connected and supported.',
    keywords: kw('Rhode Island'),
    major_facilities: [
      'Maximum Security Facility (Adult Correctional Institutions)',
      'High Security Center (Adult Correctional Institutions)',
      'John J. Moran Medium Security Facility',
      'Gloria McDonald Women’s Facility',
      'Intake Service Center',
    ],
    doc_name: 'Rhode Island Department of Corrections',
    doc_locator_url: 'https://doc.ri.gov/',
    notes: [],
  },
  {
    name: 'South Carolina',
    code: 'SC',
    slug: 'southcarolina',
    description:
      'The South Carolina Department of Corrections holds about 16,000 people in its correctional institutions. A pen pal can offer kindness and a steady connection during a difficult time.',
    keywords: kw('South Carolina'),
    major_facilities: [
      'Broad River Correctional Institution',
      'Lieber Correctional Institution',
      'Lee Correctional Institution',
      'Kirkland Correctional Institution',
      'Leath Correctional Institution',
    ],
    doc_name: 'South Carolina Department of Corrections',
    doc_locator_url: 'https://public.doc.state.sc.us/scdc-public/',
    notes: [],
  },
  {
    name: 'South Dakota',
    code: 'SD',
    slug: 'southdakota',
    description:
      'The South Dakota Department of Corrections holds about 3,500 people in its prisons. Letters from outside give people encouragement and a sense of belonging while they serve their sentence.',
    keywords: kw('South Dakota'),
    major_facilities: ['South Dakota State Penitentiary', 'Mike Durfee State Prison', 'South Dakota Women’s Prison'],
    doc_name: 'South Dakota Department of Corrections',
    doc_locator_url: 'https://doc.sd.gov/adult/lookup/',
    notes: [],
  },
  {
    name: 'Tennessee',
    code: 'TN',
    slug: 'tennessee',
    description:
      'The Tennessee Department of Correction is responsible for about 20,000 people in state-run and privately managed prisons and in local jails. A regular correspondent can offer friendship and hope to someone inside.',
    keywords: kw('Tennessee'),
    major_facilities: [
      'Riverbend Maximum Security Institution',
      'West Tennessee State Penitentiary',
      'Morgan County Correctional Complex',
      'Turney Center Industrial Complex',
      'Debra K. Johnson Rehabilitation Center',
    ],
    doc_name: 'Tennessee Department of Correction',
    doc_locator_url: 'https://foil.app.tn.gov/foil/search.jsp',
    notes: [],
  },
  {
    name: 'Texas',
    code: 'TX',
    slug: 'texas',
    description:
      'The Texas Department of Criminal Justice runs the largest state prison system in the country, holding about 135,000 people in more than 100 units. Personal mail now goes through a central digital mail center, and a letter can still make a real difference to someone inside.',
    keywords: kw('Texas'),
    major_facilities: [
      'Huntsville Unit',
      'Allan B. Polunsky Unit',
      'Coffield Unit',
      'Estelle Unit',
      'Darrington Unit',
      'Mountain View Unit',
    ],
    doc_name: 'Texas Department of Criminal Justice',
    doc_locator_url: 'https://inmate.tdcj.texas.gov/InmateSearch/start.action',
    notes: TEXAS_NOTES,
  },
  {
    name: 'Utah',
    code: 'UT',
    slug: 'utah',
    description:
      'The Utah Department of Corrections holds about 6,000 people, most of them at its two state prisons. A pen pal can offer encouragement and a connection to life outside.',
    keywords: kw('Utah'),
    major_facilities: ['Utah State Correctional Facility', 'Central Utah Correctional Facility'],
    doc_name: 'Utah Department of Corrections',
    doc_locator_url: 'https://corrections.utah.gov/offender-search',
    notes: [],
  },
  {
    name: 'Vermont',
    code: 'VT',
    slug: 'vermont',
    description:
      'The Vermont Department of Corrections runs a unified system of about 1,400 people in six facilities, with some people housed out of state under contract. Letters help people stay connected to home and community.',
    keywords: kw('Vermont'),
    major_facilities: [
      'Northern State Correctional Facility',
      'Southern State Correctional Facility',
      'Northwest State Correctional Facility',
      'Marble Valley Regional Correctional Facility',
      'Northeast Regional Correctional Facility',
      'Chittenden Regional Correctional Facility',
    ],
    doc_name: 'Vermont Department of Corrections',
    doc_locator_url: 'https://doc.vermont.gov/',
    notes: [],
  },
  {
    name: 'Virginia',
    code: 'VA',
    slug: 'virginia',
    description:
      'The Virginia Department of Corrections holds about 23,000 people in its state prisons and correctional centers. A regular pen pal can offer support and a positive voice from outside.',
    keywords: kw('Virginia'),
    major_facilities: [
      'Red Onion State Prison',
      'Wallens Ridge State Prison',
      'Sussex I State Prison',
      'Greensville Correctional Center',
      'Fluvanna Correctional Center for Women',
    ],
    doc_name: 'Virginia Department of Corrections',
    doc_locator_url: 'https://vadoc.virginia.gov/offenders/locator/',
    notes: [],
  },
  {
    name: 'Washington',
    code: 'WA',
    slug: 'washington',
    description:
      'The Washington State Department of Corrections holds about 13,500 people in its prisons and reentry centers. Letters from outside help people stay connected and prepare for life after release.',
    keywords: kw('Washington'),
    major_facilities: [
      'Washington State Penitentiary',
      'Monroe Correctional Complex',
      'Clallam Bay Corrections Center',
      'Airway Heights Corrections Center',
      'Washington Corrections Center for Women',
    ],
    doc_name: 'Washington State Department of Corrections',
    doc_locator_url: 'https://doc.wa.gov/records/incarcerated-data-search/incarcerated-search',
    notes: [],
  },
  {
    name: 'West Virginia',
    code: 'WV',
    slug: 'westvirginia',
    description:
      'The West Virginia Division of Corrections and Rehabilitation runs the state prisons, regional jails and juvenile centers, holding about 10,000 people in all. A pen pal can bring friendship and encouragement to someone inside.',
    keywords: kw('West Virginia'),
    major_facilities: [
      'Mount Olive Correctional Complex',
      'Huttonsville Correctional Center',
      'St. Marys Correctional Center',
      'Salem Correctional Center',
      'Lakin Correctional Center',
    ],
    doc_name: 'West Virginia Division of Corrections and Rehabilitation',
    doc_locator_url: 'https://apps.wv.gov/ois/offendersearch/doc',
    notes: [],
  },
  {
    name: 'Wisconsin',
    code: 'WI',
    slug: 'wisconsin',
    description:
      'The Wisconsin Department of Corrections holds about 21,000 people in its adult institutions and centers. Letters from outside can ease isolation and strengthen the ties that help people after release.',
    keywords: kw('Wisconsin'),
    major_facilities: [
      'Waupun Correctional Institution',
      'Green Bay Correctional Institution',
      'Columbia Correctional Institution',
      'Wisconsin Secure Program Facility',
      'Taycheedah Correctional Institution',
    ],
    doc_name: 'Wisconsin Department of Corrections',
    doc_locator_url: 'https://appsdoc.wi.gov/lop/',
    notes: [],
  },
  {
    name: 'Wyoming',
    code: 'WY',
    slug: 'wyoming',
    description:
      'The Wyoming Department of Corrections holds about 2,000 people in its state institutions. In a small, spread-out state, a letter can be a welcome link to the outside world.',
    keywords: kw('Wyoming'),
    major_facilities: [
      'Wyoming State Penitentiary',
      'Wyoming Medium Correctional Institution',
      'Wyoming Women’s Center',
      'Wyoming Honor Farm',
    ],
    doc_name: 'Wyoming Department of Corrections',
    doc_locator_url: 'https://wdoc-loc.wyo.gov/',
    notes: [],
  },
];

export const STATE_CODES: readonly string[] = US_STATES.map((s) => s.code);

const BY_CODE: ReadonlyMap<string, UsState> = new Map(US_STATES.map((s) => [s.code.toLowerCase(), s]));
const BY_SLUG: ReadonlyMap<string, UsState> = new Map(US_STATES.map((s) => [s.slug, s]));

/** Case-insensitive lookup by 2-letter code ("ny", "NY"). */
export function stateByCode(code: string): UsState | undefined {
  if (typeof code !== 'string') return undefined;
  return BY_CODE.get(code.trim().toLowerCase());
}

/** Case-insensitive lookup by slug ("newyork", "NewYork"). */
export function stateBySlug(slug: string): UsState | undefined {
  if (typeof slug !== 'string') return undefined;
  return BY_SLUG.get(slug.trim().toLowerCase());
}
