import { Injectable, Logger, NotFoundException } from '@nestjs/common';
import { isUuid } from '../../common/ids';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { MediaStorage } from '../media/media-storage';
import { User } from '../users/entities/user.entity';
import { OwnerProfileDto } from './dto/profile-response.dto';
import { Profile } from './entities/profile.entity';
import { ProfilesService } from './profiles.service';
import { ProfileEditService } from './profile-edit.service';
import { UpdateProfileDto } from './dto/update-profile.dto';


/**
 * Something to do before one of a user's profiles is deleted (the payments
 * module cancels its subscriptions). Registered by other modules in onModuleInit.
 */
export type ProfileDeletionHook = (profile: Profile) => Promise<void>;

@Injectable()
export class OwnerProfilesService {
  private readonly logger = new Logger('OwnerProfiles');
  private readonly deletionHooks: ProfileDeletionHook[] = [];

  constructor(
    @InjectRepository(Profile) private readonly profiles: Repository<Profile>,
    private readonly views: ProfilesService,
    private readonly storage: MediaStorage,
    private readonly edits: ProfileEditService,
  ) {}

  onProfileDeletion(hook: ProfileDeletionHook): void {
    this.deletionHooks.push(hook);
  }

  async list(user: User, page: number, limit: number) {
    const [rows, total] = await this.profiles.findAndCount({
      where: { ownerId: user.id },
      relations: { photos: true },
      order: { createdAt: 'DESC' },
      skip: (page - 1) * limit,
      take: limit,
    });
    return {
      profiles: rows.map((p) => this.views.toOwnerView(p)),
      total,
      page,
      totalPages: Math.max(1, Math.ceil(total / limit)),
    };
  }

  /** The caller's profile, or 404: someone else's id is not even acknowledged. */
  async findOwned(user: User, id: string): Promise<Profile> {
    const profile = isUuid(id)
      ? await this.profiles.findOne({ where: { id, ownerId: user.id }, relations: { photos: true } })
      : null;
    if (!profile) throw new NotFoundException('Profile not found');
    return profile;
  }

  async get(user: User, id: string): Promise<OwnerProfileDto> {
    return this.views.toOwnerView(await this.findOwned(user, id));
  }

  async update(user: User, id: string, dto: UpdateProfileDto): Promise<{ message: string; note: string; profile: OwnerProfileDto }> {
    const result = await this.edits.update(await this.findOwned(user, id), dto, 'owner');
    return {
      message: 'Profile updated successfully!',
      note: result.sentToReview
        ? 'Your profile will be reviewed by our team before it becomes active again.'
        : 'Complete the payment from your account page to send it for review.',
      profile: this.views.toOwnerView(result.profile),
    };
  }

  async delete(user: User, id: string): Promise<void> {
    const profile = await this.findOwned(user, id);
    for (const hook of this.deletionHooks) await hook(profile);
    const keys = [...(profile.photos ?? []).flatMap((p) => [p.cardKey, p.fullKey]), ...(profile.videoKey ? [profile.videoKey] : [])];
    await this.profiles.delete({ id: profile.id, ownerId: user.id });
    this.views.invalidateCaches();
    await this.storage.deleteMany(keys, this.logger);
  }
}
