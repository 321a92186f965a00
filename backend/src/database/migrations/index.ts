// Every migration, oldest first. `npm run migration:generate -- Name` appends here.
import { Extensions1763700000000 } from './1763700000000-Extensions';

export const migrations = [
  Extensions1763700000000,
];
