import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post, Res } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { ErrorBody } from '../../common/filters/error-body';
import { MessageResponseDto } from '../users/dto/user-response.dto';
import { User } from '../users/entities/user.entity';
import { CreateLetterDto, LetterListDto, LetterLogEntryDto, PenPalDto, PenPalIdsDto, PenPalListDto, SavePenPalDto } from './dto/pen-pals.dto';
import { PenPalsService } from './pen-pals.service';

/** My pen pals and their letter log (docs/writer-tools.md §2): private to the signed-in writer. */
@ApiTags('pen-pals')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ type: ErrorBody })
@Controller('user/pen-pals')
export class PenPalsController {
  constructor(private readonly penPals: PenPalsService) {}

  @Get()
  @ApiOkResponse({ type: PenPalListDto })
  list(@CurrentUser() user: User): Promise<PenPalListDto> {
    return this.penPals.list(user);
  }

  @Get('ids')
  @ApiOkResponse({ type: PenPalIdsDto, description: 'The saved profiles: what the Save buttons read, once per page' })
  ids(@CurrentUser() user: User): Promise<PenPalIdsDto> {
    return this.penPals.ids(user);
  }

  @Post()
  @ApiCreatedResponse({ type: PenPalDto, description: 'Saved' })
  @ApiOkResponse({ type: PenPalDto, description: 'Already saved: the entry there is' })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'The profile is not public' })
  @ApiConflictResponse({ type: ErrorBody, description: 'At the most pen pals an account may save' })
  @ApiUnprocessableEntityResponse({ type: ErrorBody })
  async save(@CurrentUser() user: User, @Body() body: SavePenPalDto, @Res({ passthrough: true }) res: Response): Promise<PenPalDto> {
    const { penPal, created } = await this.penPals.save(user, body.profile_id);
    res.status(created ? HttpStatus.CREATED : HttpStatus.OK);
    return penPal;
  }

  @Delete(':id')
  @ApiOkResponse({ type: MessageResponseDto, description: 'Removed, with its letter log' })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'Not one of your pen pals' })
  async remove(@CurrentUser() user: User, @Param('id') id: string): Promise<MessageResponseDto> {
    await this.penPals.remove(user, id);
    return { message: 'Pen pal removed' };
  }

  @Get(':id/letters')
  @ApiOkResponse({ type: LetterListDto })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'Not one of your pen pals' })
  letters(@CurrentUser() user: User, @Param('id') id: string): Promise<LetterListDto> {
    return this.penPals.letters(user, id);
  }

  @Post(':id/letters')
  @HttpCode(HttpStatus.CREATED)
  @ApiCreatedResponse({ type: LetterLogEntryDto })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'Not one of your pen pals' })
  @ApiConflictResponse({ type: ErrorBody, description: 'At the most letters one pen pal may have' })
  @ApiUnprocessableEntityResponse({ type: ErrorBody, description: 'A kind, date or note refused (a date in the future or before 1990)' })
  addLetter(@CurrentUser() user: User, @Param('id') id: string, @Body() body: CreateLetterDto): Promise<LetterLogEntryDto> {
    return this.penPals.addLetter(user, id, body);
  }

  @Delete(':id/letters/:letterId')
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'Not one of your pen pals, or not one of its letters' })
  async removeLetter(@CurrentUser() user: User, @Param('id') id: string, @Param('letterId') letterId: string): Promise<MessageResponseDto> {
    await this.penPals.removeLetter(user, id, letterId);
    return { message: 'Letter removed' };
  }
}
