import { randomUUID } from 'node:crypto';
import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { Client, type ClientConfig } from 'pg';
import { DataSource } from 'typeorm';
import type { PostgresConnectionOptions } from 'typeorm/driver/postgres/PostgresConnectionOptions';

/** The PostgreSQL channel the instances of the site tell each other about changes on. */
export const CACHE_BUS_CHANNEL = 'penpal_cache';
/** How long the listener waits before connecting again after it lost its connection. */
const RECONNECT_MS = 1_000;

type Message = { topic: string; from: string };

/**
 * Tells every instance of the site (several processes on one database) that something it keeps in memory
 * changed, over PostgreSQL's LISTEN/NOTIFY: nothing to add to a one-machine install. An instance acts on its own
 * change at once and publishes it; the others hear it within milliseconds and act the same. A listener that
 * lost its connection runs every handler when it is back (it may have missed a message), so a cache is at
 * worst cleared once too often, never kept stale.
 */
@Injectable()
export class CacheBus implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('CacheBus');
  private readonly instance = randomUUID();
  private readonly handlers = new Map<string, Array<() => void>>();
  private client: Client | null = null;
  private stopped = false;
  private reconnectTimer: NodeJS.Timeout | undefined;

  constructor(private readonly dataSource: DataSource) {}

  /** Runs `handler` when another instance publishes `topic`. */
  on(topic: string, handler: () => void): void {
    this.handlers.set(topic, [...(this.handlers.get(topic) ?? []), handler]);
  }

  /** Tells the other instances that `topic` changed (this one has already acted on it). Never throws. */
  publish(topic: string): void {
    const message: Message = { topic, from: this.instance };
    this.dataSource.query('SELECT pg_notify($1, $2)', [CACHE_BUS_CHANNEL, JSON.stringify(message)]).catch((error: unknown) => {
      this.logger.warn({ err: error, topic }, 'Could not tell the other instances about a change');
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.listen();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.reconnectTimer);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private async listen(): Promise<void> {
    if (this.stopped) return;
    const options = this.dataSource.options as PostgresConnectionOptions;
    // The app's own connection settings (TLS included), on a connection of its own outside the pool.
    const ssl = options.ssl as ClientConfig['ssl'];
    const client = new Client({ connectionString: options.url, ssl, connectionTimeoutMillis: 5_000 });
    client.on('notification', (notification) => this.receive(notification.payload));
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${CACHE_BUS_CHANNEL}`);
      this.client = client;
    } catch (error) {
      this.lost(client, error);
    }
  }

  private receive(payload: string | undefined): void {
    try {
      const message = JSON.parse(payload ?? '') as Message;
      if (message.from === this.instance) return;
      for (const handler of this.handlers.get(message.topic) ?? []) handler();
    } catch (error) {
      this.logger.warn({ err: error }, 'Ignored a cache message that is not ours');
    }
  }

  /** The listening connection is gone: act as if every topic changed, and connect again shortly. */
  private lost(client: Client, error?: unknown): void {
    if (this.stopped || (this.client !== client && this.client !== null)) return;
    this.client = null;
    if (error) this.logger.warn({ err: error }, 'Lost the connection that hears other instances; reconnecting');
    void client.end().catch(() => undefined);
    for (const handlers of this.handlers.values()) handlers.forEach((handler) => handler());
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = setTimeout(() => void this.listen(), RECONNECT_MS);
  }
}
