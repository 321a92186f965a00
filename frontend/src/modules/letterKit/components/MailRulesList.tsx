import { SourceLinks } from '../../../components/links/SourceLinks';
import { MONTHS } from '../../profiles/utils/format';
import type { MailRule } from '../mailRules';

type MailRulesListProps = {
  rules: readonly MailRule[];
};

/** "November 2026" from '2026-11'. */
function monthName(checked: string): string {
  const [year, month] = checked.split('-').map(Number);
  // From the string, not a Date: the same on the server and in the browser, and no Intl call (a phone's first
  // one loads the locale data while the page hydrates, issue 28).
  return `${MONTHS[month - 1]} ${year}`;
}

/** The general mail rules, each with its sources and the month they were checked. */
export function MailRulesList({ rules }: MailRulesListProps) {
  return (
    <ul className="kit-rules">
      {rules.map((rule) => (
        <li key={rule.rule} className="kit-rules__item">
          <h3 className="kit-rules__rule">{rule.rule}</h3>
          <p className="kit-rules__detail">{rule.detail}</p>
          <p className="kit-rules__sources">
            Sources:{' '}
            <SourceLinks sources={rule.sources} separator="; " />
            . Checked {monthName(rule.checked)}.
          </p>
        </li>
      ))}
    </ul>
  );
}
