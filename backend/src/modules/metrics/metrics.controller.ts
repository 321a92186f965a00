import { Controller, Get, Res, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../../common/decorators/public.decorator';
import { MetricsAccessGuard } from './metrics-access';
import { MetricsService } from './metrics.service';

export const METRICS_PATH = 'metrics';

/**
 * GET /api/metrics: Prometheus's text format, for a scraper rather than the site's clients, so it is left out of
 * the API document (docs/operations.md "Metrics" describes it). Not signed in with a user's token: its own
 * access rule (MetricsAccessGuard).
 */
@ApiExcludeController()
@Controller(METRICS_PATH)
export class MetricsController {
  constructor(private readonly metrics: MetricsService) {}

  @Get()
  @Public()
  @UseGuards(MetricsAccessGuard)
  async scrape(@Res() res: Response): Promise<void> {
    const { contentType, body } = await this.metrics.scrape();
    res.setHeader('Cache-Control', 'no-store');
    res.type(contentType).send(body);
  }
}
