import { SetMetadata } from '@nestjs/common';

export enum Role {
  Admin = 'admin',
}

export const ROLES_KEY = 'roles';

/** Closes a route (or controller) to users without the role. Checked against the database on each request. */
export const Roles = (...roles: Role[]) => SetMetadata(ROLES_KEY, roles);
