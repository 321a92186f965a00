import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { isUuid } from '../../common/ids';
import { User } from '../users/entities/user.entity';
import { OwnerProfileDto } from './dto/profile-response.dto';
import { UpdateProfileDto } from './dto/update-profile.dto';
import { Profile } from './entities/profile.entity';
import { ProfileEditService } from './profile-edit.service';
import { ProfileRemovalService } from './profile-removal.service';
import { ProfilesService } from './profiles.service';

@Injectable()
export class OwnerProfilesService {
  constructor(
    @InjectRepository(Profile) private readonly profiles: Repository<Profile>,
    private readonly views: ProfilesService,
    private readonly edits: ProfileEditService,
    private readonly removal: ProfileRemovalService,
  ) {}

  async list(user: User, page: number, limit: number) {
    const [rows, total] = await this.profiles.findAndCount({
      where: { ownerId: user.id },
      relations: { photos: true },
      order: { createdAt: 'DESC' },
      skip: (page - 1) * limit,
      take: limit,
    });
    return {
      profiles: await this.views.ownerViews(rows),
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

  view(profile: Profile): Promise<OwnerProfileDto> {
    return this.views.ownerView(profile);
  }

  async get(user: User, id: string): Promise<OwnerProfileDto> {
    return this.views.ownerView(await this.findOwned(user, id));
  }

  async update(user: User, id: string, dto: UpdateProfileDto): Promise<{ message: string; note: string; profile: OwnerProfileDto }> {
    const result = await this.edits.update(await this.findOwned(user, id), dto, 'owner');
    return {
      message: 'Profile updated successfully!',
      note: result.sentToReview
        ? 'Your profile will be reviewed by our team before it becomes active again.'
        : 'Complete the payment from your account page to send it for review.',
      profile: await this.views.ownerView(result.profile),
    };
  }

  /** With its photos and video, permanently (its subscriptions are cancelled first). */
  async delete(user: User, id: string): Promise<void> {
    await this.removal.remove(id, { by: 'owner', owner: user });
  }
}
