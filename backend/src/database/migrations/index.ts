// Every migration, oldest first. `npm run migration:generate -- Name` appends here.
import { Extensions1763700000000 } from './1763700000000-Extensions';
import { Accounts1795274999310 } from './1795274999310-Accounts';

export const migrations = [
  Extensions1763700000000,
  Accounts1795274999310,
];
