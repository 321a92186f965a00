import { Injectable } from '@nestjs/common';

/** The current time, injectable so tests can move it (expiry, grace periods). */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}
