import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/decorators/public.decorator';
import { AppConfig } from '../../config/app-config';
import { SiteContactDto } from './dto/site-contact.dto';

@ApiTags('site')
@Controller('site')
export class SiteController {
  constructor(private readonly config: AppConfig) {}

  @Get()
  @Public()
  @Header('Cache-Control', 'public, max-age=300')
  @ApiOperation({ summary: "The site's contact details and social links, as every page shows them" })
  @ApiOkResponse({ type: SiteContactDto })
  contact(): SiteContactDto {
    const { contact_email, postal_address, social_links } = this.config.site;
    return { contact_email, postal_address, social_links: social_links.map((link) => ({ ...link })) };
  }
}
