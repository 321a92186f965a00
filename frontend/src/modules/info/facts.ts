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
 * The marketing figures the product brief asks the pages to use. The helpers that build the pages fill
 * in `claim` and `sources` honestly: a source only when it is a real, public page that says it; if none
 * can be confirmed, `url: null` and a label that says the figure is not yet confirmed.
 */
export const FACTS = {
  contactLowersReoffending: {
    value: '13%',
    claim: 'TODO(info): fill in',
    sources: [],
    checked: FACTS_CHECKED,
  },
  contactLowersReoffendingWomen: {
    value: '30%',
    claim: 'TODO(info): fill in',
    sources: [],
    checked: FACTS_CHECKED,
  },
  womenShareOfPrisoners: {
    value: '8%',
    claim: 'TODO(info): fill in',
    sources: [],
    checked: FACTS_CHECKED,
  },
  menShareOfPrisoners: {
    value: '92%',
    claim: 'TODO(info): fill in',
    sources: [],
    checked: FACTS_CHECKED,
  },
  womenWhoAreMothers: {
    value: '60%+',
    claim: 'TODO(info): fill in',
    sources: [],
    checked: FACTS_CHECKED,
  },
  competitorYearlyPrice: {
    value: '$65',
    claim: 'TODO(info): fill in',
    sources: [],
    checked: FACTS_CHECKED,
  },
} as const satisfies Record<string, Fact>;

export type FactName = keyof typeof FACTS;
