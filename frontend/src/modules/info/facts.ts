/**
 * Facts the information pages quote that can change: figures, prices of others, rules. Each one is
 * written here once, with where it comes from and when it was last checked, and shown with that source
 * (SourceNote). A page never writes one of these numbers itself.
 */
export type FactSource = {
  label: string;
  /** A public page anyone can open; null when the figure has no public page we can point to yet. */
  url: string | null;
};

export type Fact = {
  /** As shown, e.g. "13%" or "$65". */
  value: string;
  /** One plain sentence saying what the value means. */
  claim: string;
  sources: readonly FactSource[];
  /** When someone last checked the sources still say this (Month YYYY). */
  checked: string;
};

/** When the facts below were last checked. */
export const FACTS_CHECKED = 'November 2026';

/**
 * The marketing figures the information pages quote. A source is named only when it is a real public
 * page that says the figure; a figure no public page could be found for says so in its label, with no
 * link. The brief's 8% and 92% are shown as bounds the newest official count bears out (7.1% women,
 * 92.9% men at the end of 2022): "under 8%" and "over 92%", never as exact shares.
 */
export const FACTS = {
  contactLowersReoffending: {
    value: '13%',
    claim:
      'In a Minnesota study of 16,420 people released from prison between 2003 and 2007, those who had visitors while inside had a 13% lower risk of being convicted of a new felony than those who had none.',
    sources: [
      {
        label:
          'Minnesota Department of Corrections, “The Effects of Prison Visitation on Offender Recidivism” (November 2011)',
        url: 'https://mn.gov/doc/assets/11-11MNPrisonVisitationStudy_tcm1089-272781.pdf',
      },
      {
        label: 'the same report on Prison Legal News',
        url: 'https://www.prisonlegalnews.org/news/publications/minnesota-doc-the-effects-of-prison-visitation-on-offender-recidivism-2011/',
      },
    ],
    checked: FACTS_CHECKED,
  },
  contactLowersReoffendingWomen: {
    value: '30%',
    claim:
      'Our product brief says staying in touch with people outside lowers reoffending by about 30% for women. We have not yet found the study behind this figure, so treat it as unconfirmed.',
    sources: [{ label: 'Figure from our product brief; source not yet confirmed', url: null }],
    checked: FACTS_CHECKED,
  },
  womenShareOfPrisoners: {
    value: 'Under 8%',
    claim:
      'Women are under 8 in every 100 people in US state and federal prisons: 87,800 of 1,230,100 (7.1%) at the end of 2022.',
    sources: [
      {
        label: 'Bureau of Justice Statistics, “Prisoners in 2022 – Statistical Tables” (November 2023)',
        url: 'https://bjs.ojp.gov/library/publications/prisoners-2022-statistical-tables',
      },
    ],
    checked: FACTS_CHECKED,
  },
  menShareOfPrisoners: {
    value: 'Over 92%',
    claim: 'Men are over 92 in every 100 people in US state and federal prisons (92.9% at the end of 2022).',
    sources: [
      {
        label: 'Bureau of Justice Statistics, “Prisoners in 2022 – Statistical Tables” (November 2023)',
        url: 'https://bjs.ojp.gov/library/publications/prisoners-2022-statistical-tables',
      },
    ],
    checked: FACTS_CHECKED,
  },
  womenWhoAreMothers: {
    value: '60%+',
    claim: 'Over 60% of women in state prisons have a child under the age of 18.',
    sources: [
      {
        label: 'The Sentencing Project, “Incarcerated Women and Girls” fact sheet',
        url: 'https://www.sentencingproject.org/fact-sheet/incarcerated-women-and-girls/',
      },
    ],
    checked: FACTS_CHECKED,
  },
  competitorYearlyPrice: {
    value: '$65',
    claim:
      'A well-known paid listing site charges at least $65 a year to list one person with a photo; its extra options cost more.',
    sources: [
      {
        label:
          'Wikipedia’s article on a well-known paid listing site (“at least $65 per year”), not that site’s own price page',
        url: 'https://en.wikipedia.org/wiki/WriteAPrisoner.com',
      },
    ],
    checked: FACTS_CHECKED,
  },
} as const satisfies Record<string, Fact>;

export type FactName = keyof typeof FACTS;
