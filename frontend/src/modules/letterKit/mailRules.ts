/**
 * The general mail rules prisons and jails apply, as the letter kit prints them: each with the public pages
 * that state it and the month they were read. Departments word and enforce them differently (one allows
 * stamps, another returns the letter for them), so each rule says "unless the facility allows" where the
 * sources disagree, and the kit tells the writer to check the facility's own rules. Re-check the sources
 * when `checked` is a year old.
 */

export type MailRuleSource = { label: string; url: string };

export type MailRule = {
  /** The rule in a few words, as a heading. */
  rule: string;
  /** One or two plain sentences. */
  detail: string;
  sources: readonly MailRuleSource[];
  /** The month the sources were last read: 'YYYY-MM'. */
  checked: string;
};

const NY_DOCCS: MailRuleSource = {
  label: 'New York DOCCS: Mail and packages',
  url: 'https://doccs.ny.gov/mail-packages/',
};
const PA_DOC: MailRuleSource = {
  label: 'Pennsylvania Department of Corrections: Mail rules',
  url: 'https://www.pa.gov/agencies/cor/find-or-contact-inmate/mail-rules',
};
const CA_CCR_3134: MailRuleSource = {
  label: 'California (CDCR) Code of Regulations, Title 15, § 3134: General mail regulations',
  url: 'https://regulations.justia.com/states/california/title-15/division-3/chapter-1/subchapter-2/article-4/section-3134',
};
const BOP_MAIL_MANUAL: MailRuleSource = {
  label: 'Federal Bureau of Prisons, Program Statement 5800.16: Mail Management Manual',
  url: 'https://www.bop.gov/policy/progstat/5800_016.pdf',
};
const BOP_CORRESPONDENCE: MailRuleSource = {
  label: 'U.S. DOJ Inspector General: BOP Program Statement 5265 on rejecting inmate correspondence',
  url: 'https://oig.justice.gov/reports/BOP/e0609/app1.htm',
};
const OHIO_DRC: MailRuleSource = {
  label: 'Ohio Department of Rehabilitation and Correction: Inmate mail',
  url: 'https://www.drc.ohio.gov/inmate-mail',
};
const COWLITZ_JAIL: MailRuleSource = {
  label: 'Cowlitz County (WA) jail: items prohibited in inmate mail',
  url: 'https://www.co.cowlitz.wa.us/FAQ.aspx?QID=189',
};
const JACKSON_JAIL: MailRuleSource = {
  label: 'Jackson County (MS) Adult Detention Center: Mail regulations',
  url: 'https://pets.co.jackson.ms.us/532/Mail-Regulations',
};

const CHECKED = '2026-11';

export const MAIL_RULES: readonly MailRule[] = [
  {
    rule: 'Nothing stuck on or added',
    detail:
      'No staples, paper clips, sticky notes, stickers, tape, glue or glitter, on the letter or the envelope. Mailrooms reject what could hide something.',
    sources: [JACKSON_JAIL, COWLITZ_JAIL, NY_DOCCS, CA_CCR_3134],
    checked: CHECKED,
  },
  {
    rule: 'No perfume, lipstick or stains',
    detail: 'No perfume, cologne, lipstick kisses or any other substance on the paper or the envelope: such letters are rejected.',
    sources: [COWLITZ_JAIL, JACKSON_JAIL],
    checked: CHECKED,
  },
  {
    rule: 'No cash, checks or stamps inside',
    detail:
      'Money sent in a letter is rejected or taken out; it goes through the facility’s own deposit service. Stamps are refused in some systems (New York) and allowed in others (California): leave them out unless the facility allows them.',
    sources: [BOP_MAIL_MANUAL, JACKSON_JAIL, NY_DOCCS, CA_CCR_3134],
    checked: CHECKED,
  },
  {
    rule: 'Photos: a few, regular prints, no Polaroids',
    detail:
      'No Polaroids or instant photos, nothing glued to a backing or framed, and no nudity. Limits differ (25 a mailing in Pennsylvania; 3 prints of at most 4 × 6 in at one county jail). Never send your only copy: photos may not come back.',
    sources: [CA_CCR_3134, NY_DOCCS, PA_DOC, JACKSON_JAIL, BOP_CORRESPONDENCE],
    checked: CHECKED,
  },
  {
    rule: 'Plain white paper and envelopes, blue or black ink',
    detail:
      'Write on plain white letter-size paper (8½ × 11 in), not bound, in blue or black ink, and use a plain white envelope. Colored paper and envelopes, greeting cards and crayon are refused in some places.',
    sources: [PA_DOC, CA_CCR_3134, JACKSON_JAIL, COWLITZ_JAIL, OHIO_DRC],
    checked: CHECKED,
  },
  {
    rule: 'Your full name and return address on the envelope',
    detail:
      'Write your first and last name and a full return address in the top left corner. Mail without one is returned or thrown away. It need not be your home: see the reminder on the envelope.',
    sources: [NY_DOCCS, PA_DOC, JACKSON_JAIL],
    checked: CHECKED,
  },
  {
    rule: 'Their full name and number',
    detail:
      'Write the person’s full name as the department has it, with their department number, exactly as in the address above. Mail missing either may be returned.',
    sources: [NY_DOCCS, PA_DOC],
    checked: CHECKED,
  },
];
