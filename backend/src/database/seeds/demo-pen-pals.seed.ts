import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '../../common/clock';
import { LetterLogEntry } from '../../modules/pen-pals/entities/letter-log-entry.entity';
import { PenPal } from '../../modules/pen-pals/entities/pen-pal.entity';
import type { LetterKind } from '../../modules/pen-pals/pen-pals.enums';
import { publicProfile } from '../../modules/profiles/profile-visibility';
import { User } from '../../modules/users/entities/user.entity';

const DAY_MS = 86_400_000;

type DemoLetter = { kind: LetterKind; daysAgo: number; note: string | null };

/** What the demo writer logged: two listed pen pals, and one whose profile has left public view since. */
const DEMO_LOGS: Array<{ savedDaysAgo: number; letters: DemoLetter[] }> = [
  {
    savedDaysAgo: 40,
    letters: [
      { kind: 'sent', daysAgo: 38, note: 'Introduced myself; asked about the chess club.' },
      { kind: 'received', daysAgo: 26, note: 'Three pages about the garden crew and a drawing.' },
      { kind: 'sent', daysAgo: 21, note: 'Sent a birthday card and two photos of the coast.' },
    ],
  },
  { savedDaysAgo: 14, letters: [{ kind: 'sent', daysAgo: 12, note: 'First letter, with a postcard.' }] },
  {
    savedDaysAgo: 70,
    letters: [
      { kind: 'sent', daysAgo: 65, note: null },
      { kind: 'received', daysAgo: 52, note: 'Asked for book suggestions.' },
    ],
  },
];

/**
 * My pen pals for the demo user (`npm start` in development, after the demo profiles): three saved
 * profiles with a few letters logged, the last one a profile that is not public now, so the dashboard
 * shows the unlisted note. Runs only while the demo user has saved nobody, never in production.
 */
@Injectable()
export class DemoPenPalsSeed {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  /** Returns the number of pen pals saved (0 when the demo user has some already, or there are no profiles). */
  async run(writerEmail: string): Promise<number> {
    const writer = await this.dataSource.getRepository(User).findOneBy({ email: writerEmail });
    if (!writer || (await this.dataSource.getRepository(PenPal).existsBy({ userId: writer.id }))) return 0;
    const listed: { id: string; name: string }[] = await this.dataSource.query(
      // The first two cards of /browse (premium first, then newest), so the demo shows "Saved" at once.
      `SELECT p.id, p.name FROM profiles p WHERE ${publicProfile('p')} ORDER BY p.is_premium DESC, p.date_added DESC, p.id LIMIT 2`,
    );
    const unlisted: { id: string; name: string }[] = await this.dataSource.query(
      `SELECT p.id, p.name FROM profiles p WHERE NOT (${publicProfile('p')}) ORDER BY p.created_at, p.id LIMIT 1`,
    );
    const profiles = [...listed, ...unlisted];
    if (profiles.length < DEMO_LOGS.length) return 0;
    const now = this.clock.now().getTime();
    const ago = (days: number) => new Date(now - days * DAY_MS);

    await this.dataSource.transaction(async (tx) => {
      for (const [k, demo] of DEMO_LOGS.entries()) {
        const penPal = await tx.getRepository(PenPal).save(
          tx.getRepository(PenPal).create({ userId: writer.id, profileId: profiles[k].id, name: profiles[k].name, createdAt: ago(demo.savedDaysAgo) }),
        );
        await tx.getRepository(LetterLogEntry).insert(
          demo.letters.map((letter) => ({
            penPalId: penPal.id,
            kind: letter.kind,
            date: ago(letter.daysAgo).toISOString().slice(0, 10),
            note: letter.note,
            createdAt: ago(letter.daysAgo),
          })),
        );
      }
    });
    return DEMO_LOGS.length;
  }
}
