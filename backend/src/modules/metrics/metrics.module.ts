import { Global, Module } from '@nestjs/common';
import { MetricsAccessGuard } from './metrics-access';
import { MetricsController } from './metrics.controller';
import { MetricsService } from './metrics.service';

/** Prometheus metrics: the registry (MetricsService, injected wherever something is recorded) and GET /api/metrics. */
@Global()
@Module({
  controllers: [MetricsController],
  providers: [MetricsService, MetricsAccessGuard],
  exports: [MetricsService],
})
export class MetricsModule {}
