import { ApiProperty } from '@nestjs/swagger';
import type { SiteContact, SocialLink } from '../../../shared/site';

export class SocialLinkDto implements SocialLink {
  @ApiProperty({ example: 'Instagram' })
  label!: string;

  @ApiProperty({ example: 'https://www.instagram.com/example' })
  href!: string;
}

/** `GET /api/site`: the contact details and social links the pages show (CONTACT_EMAIL, POSTAL_ADDRESS, SOCIAL_LINKS). */
export class SiteContactDto implements SiteContact {
  @ApiProperty({ example: 'hello@example.org' })
  contact_email!: string;

  @ApiProperty({ example: 'P.O. Box 100, Springfield, IL 62701' })
  postal_address!: string;

  @ApiProperty({ type: [SocialLinkDto], description: 'Empty when the site has none configured' })
  social_links!: SocialLinkDto[];
}
