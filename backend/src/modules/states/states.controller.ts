import { Controller, Get, Header, NotFoundException, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/decorators/public.decorator';
import { ErrorBody } from '../../common/filters/error-body';
import { StateNoteDto } from '../profiles/dto/profile-response.dto';
import { stateByCode, stateBySlug, US_STATES } from './states.data';

class StateDto {
  @ApiProperty({ example: 'New York' }) name!: string;
  @ApiProperty({ example: 'NY' }) code!: string;
  @ApiProperty({ example: 'newyork' }) slug!: string;
  @ApiProperty() description!: string;
  @ApiProperty({ type: [String] }) keywords!: string[];
  @ApiProperty({ type: [String] }) major_facilities!: string[];
  @ApiProperty() doc_name!: string;
  @ApiProperty() doc_locator_url!: string;
  @ApiProperty({ type: [StateNoteDto] }) notes!: StateNoteDto[];
}

const ONE_HOUR = 'public, max-age=3600';

@ApiTags('states')
@Controller('states')
export class StatesController {
  @Get()
  @Public()
  @Header('Cache-Control', ONE_HOUR)
  @ApiOperation({ summary: 'The 50 states: reference data, inmate locator and mail or listing notes with sources' })
  @ApiOkResponse({ type: [StateDto] })
  list(): readonly StateDto[] {
    return US_STATES;
  }

  @Get(':slugOrCode')
  @Public()
  @Header('Cache-Control', ONE_HOUR)
  @ApiOperation({ summary: 'One state by slug (newyork) or code (NY)' })
  @ApiOkResponse({ type: StateDto })
  @ApiNotFoundResponse({ type: ErrorBody })
  get(@Param('slugOrCode') key: string): StateDto {
    const state = stateBySlug(key) ?? stateByCode(key);
    if (!state) throw new NotFoundException('Unknown state');
    return state;
  }
}
