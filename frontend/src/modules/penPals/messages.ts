import type { LetterKind } from '../../api/schema';

/** The words of the Save buttons and of My pen pals. */
export const PEN_PALS_MESSAGES = {
  saveFailed: 'Could not save this profile. Please try again.',
  removeFailed: 'Could not remove this pen pal. Please try again.',
  loadFailed: 'Could not load your pen pals.',
  lettersLoadFailed: 'Could not load the letter log.',
  letterAddFailed: 'Could not log this letter.',
  letterRemoveFailed: 'Could not delete this entry. Please try again.',
  saved: (name: string) => `${name} is in My pen pals.`,
  removed: (name: string) => `${name} was removed from My pen pals.`,
  confirmRemove: (name: string) => `Remove ${name} from My pen pals? The letter log goes with it.`,
  emptyTitle: 'No pen pals saved yet',
  emptyHelp: 'Open a profile and press "Save": the people you write to gather here, with a private log of your letters.',
} as const;

/** A letter-log entry's kind in words. */
export const LETTER_KIND_LABELS: Record<LetterKind, string> = {
  sent: 'Letter sent',
  received: 'Reply received',
};
