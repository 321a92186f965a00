/**
 * The 50 US states: name, 2-letter code and URL slug (lowercase, no spaces,
 * e.g. `newyork`). Descriptions, keywords and facilities come with the state pages.
 */
export type UsState = {
  name: string;
  code: string;
  slug: string;
};

export const US_STATES: readonly UsState[] = [
  { name: 'Alabama', code: 'AL', slug: 'alabama' },
  { name: 'Alaska', code: 'AK', slug: 'alaska' },
  { name: 'Arizona', code: 'AZ', slug: 'arizona' },
  { name: 'Arkansas', code: 'AR', slug: 'arkansas' },
  { name: 'California', code: 'CA', slug: 'california' },
  { name: 'Colorado', code: 'CO', slug: 'colorado' },
  { name: 'Connecticut', code: 'CT', slug: 'connecticut' },
  { name: 'Delaware', code: 'DE', slug: 'delaware' },
  { name: 'Florida', code: 'FL', slug: 'florida' },
  { name: 'Georgia', code: 'GA', slug: 'georgia' },
  { name: 'Hawaii', code: 'HI', slug: 'hawaii' },
  { name: 'Idaho', code: 'ID', slug: 'idaho' },
  { name: 'Illinois', code: 'IL', slug: 'illinois' },
  { name: 'Indiana', code: 'IN', slug: 'indiana' },
  { name: 'Iowa', code: 'IA', slug: 'iowa' },
  { name: 'Kansas', code: 'KS', slug: 'kansas' },
  { name: 'Kentucky', code: 'KY', slug: 'kentucky' },
  { name: 'Louisiana', code: 'LA', slug: 'louisiana' },
  { name: 'Maine', code: 'ME', slug: 'maine' },
  { name: 'Maryland', code: 'MD', slug: 'maryland' },
  { name: 'Massachusetts', code: 'MA', slug: 'massachusetts' },
  { name: 'Michigan', code: 'MI', slug: 'michigan' },
  { name: 'Minnesota', code: 'MN', slug: 'minnesota' },
  { name: 'Mississippi', code: 'MS', slug: 'mississippi' },
  { name: 'Missouri', code: 'MO', slug: 'missouri' },
  { name: 'Montana', code: 'MT', slug: 'montana' },
  { name: 'Nebraska', code: 'NE', slug: 'nebraska' },
  { name: 'Nevada', code: 'NV', slug: 'nevada' },
  { name: 'New Hampshire', code: 'NH', slug: 'newhampshire' },
  { name: 'New Jersey', code: 'NJ', slug: 'newjersey' },
  { name: 'New Mexico', code: 'NM', slug: 'newmexico' },
  { name: 'New York', code: 'NY', slug: 'newyork' },
  { name: 'North Carolina', code: 'NC', slug: 'northcarolina' },
  { name: 'North Dakota', code: 'ND', slug: 'northdakota' },
  { name: 'Ohio', code: 'OH', slug: 'ohio' },
  { name: 'Oklahoma', code: 'OK', slug: 'oklahoma' },
  { name: 'Oregon', code: 'OR', slug: 'oregon' },
  { name: 'Pennsylvania', code: 'PA', slug: 'pennsylvania' },
  { name: 'Rhode Island', code: 'RI', slug: 'rhodeisland' },
  { name: 'South Carolina', code: 'SC', slug: 'southcarolina' },
  { name: 'South Dakota', code: 'SD', slug: 'southdakota' },
  { name: 'Tennessee', code: 'TN', slug: 'tennessee' },
  { name: 'Texas', code: 'TX', slug: 'texas' },
  { name: 'Utah', code: 'UT', slug: 'utah' },
  { name: 'Vermont', code: 'VT', slug: 'vermont' },
  { name: 'Virginia', code: 'VA', slug: 'virginia' },
  { name: 'Washington', code: 'WA', slug: 'washington' },
  { name: 'West Virginia', code: 'WV', slug: 'westvirginia' },
  { name: 'Wisconsin', code: 'WI', slug: 'wisconsin' },
  { name: 'Wyoming', code: 'WY', slug: 'wyoming' },
];

export function findStateBySlug(slug: string | undefined): UsState | undefined {
  if (!slug) return undefined;
  const wanted = slug.toLowerCase();
  return US_STATES.find((state) => state.slug === wanted);
}

/** The example states linked from the footer. */
export const FOOTER_STATE_SLUGS = ['california', 'texas', 'florida', 'newyork'] as const;

export function findStateByCode(code: string | undefined): UsState | undefined {
  if (!code) return undefined;
  const wanted = code.toUpperCase();
  return US_STATES.find((state) => state.code === wanted);
}
