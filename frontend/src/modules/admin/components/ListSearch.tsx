import { Input } from 'antd';

export type ListSearchProps = {
  /** Accessible name of the box, e.g. "Search pending profiles". */
  label: string;
  placeholder: string;
  value: string;
  onSearch: (q: string) => void;
};

/** The search box above an admin table (Enter or the button searches; clearing shows all). */
export function ListSearch({ label, placeholder, value, onSearch }: ListSearchProps) {
  return (
    <Input.Search
      className="admin-table__search"
      defaultValue={value}
      placeholder={placeholder}
      aria-label={label}
      allowClear
      enterButton="Search"
      onSearch={(text) => onSearch(text.trim())}
    />
  );
}
