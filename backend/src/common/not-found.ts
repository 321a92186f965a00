import { NotFoundException } from '@nestjs/common';

/**
 * Whether `read` finds what it reads: false when it answers 404 (NotFoundException), true when it answers at all;
 * any other failure is thrown. For a page status that asks through the same kept read its API answers from.
 */
export async function isFound(read: () => Promise<unknown>): Promise<boolean> {
  try {
    await read();
    return true;
  } catch (error) {
    if (error instanceof NotFoundException) return false;
    throw error;
  }
}
