import { applyDecorators, UseInterceptors } from '@nestjs/common';
import { ApiHeader } from '@nestjs/swagger';
import { IdempotencyInterceptor } from './idempotency.interceptor';

/**
 * Makes a call safe to retry: with an `Idempotency-Key` header, the same key from the same user
 * within 24 hours answers the first answer again instead of running twice (IdempotencyInterceptor).
 */
export const Idempotent = (): MethodDecorator & ClassDecorator =>
  applyDecorators(
    UseInterceptors(IdempotencyInterceptor),
    ApiHeader({
      name: 'Idempotency-Key',
      required: false,
      description:
        'Any unique value (a UUID) per intended action. A retry with the same key within 24 hours gets the first answer again and never runs twice; the same key with a different request is a 422, and one still running a 409.',
    }),
  );
