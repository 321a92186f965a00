import { ExportOutlined } from '@ant-design/icons';
import { safeHttpUrl } from '../../profiles/utils/format';

export type LocatorLinkProps = {
  url: string | null | undefined;
  /** The link's text; "Open locator" by default. */
  children?: string;
  className?: string;
};

/** The state's DOC inmate locator, in a new tab; nothing when the state has none (or it is not http). */
export function LocatorLink({ url, children = 'Open locator', className }: LocatorLinkProps) {
  const locator = url ? safeHttpUrl(url) : null;
  if (!locator) return null;
  return (
    <a href={locator} target="_blank" rel="noopener noreferrer" className={className}>
      {children} <ExportOutlined aria-hidden="true" />
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
