import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  BadRequestException,
  ForbiddenException,
  Injectable,
  Logger,
  NotFoundException,
  PayloadTooLargeException,
  UnprocessableEntityException,
} from '@nestjs/common';
import busboy from 'busboy';
import type { Request } from 'express';
import { DataSource } from 'typeorm';
import { Clock } from '../../common/clock';
import { AppConfig } from '../../config/app-config';
import { isUuid } from '../../common/ids';
import { AuditService } from '../audit/audit.service';
import { MAX_VIDEO_BYTES, MAX_VIDEO_SECONDS } from '../../shared/rules';
import { MediaStorage, UPLOAD_TEMP_PREFIX } from '../media/media-storage';
import { NotificationsService } from '../notifications/notifications.service';
import { User } from '../users/entities/user.entity';
import { DELETION_REASON_REQUIRED } from './dto/update-profile.dto';
import { Profile } from './entities/profile.entity';
import { nextListing } from './listing-state';
import { ProfilesService } from './profiles.service';

export const VIDEO_MESSAGES = {
  type: 'Invalid file type. Please upload MP4, MOV, AVI, or WEBM',
  size: 'File size exceeds 50MB limit',
  none: 'Please select a video file',
  tooLong: (seconds: number) => `Video exceeds 60 second limit (${seconds}s). Please trim your video.`,
  notPaid: 'Please pay for the video first ($7 one time).',
};

type Container = 'mp4' | 'mov' | 'avi' | 'webm';

/** The container, read from the file's first bytes (never from its name or the browser's type). */
export function sniffVideo(head: Buffer): Container | undefined {
  const at = (offset: number, text: string) => head.subarray(offset, offset + text.length).toString('latin1') === text;
  if (head.length >= 12 && at(4, 'ftyp')) return at(8, 'qt  ') ? 'mov' : 'mp4';
  if (head.length >= 8 && ['moov', 'mdat', 'wide', 'free', 'skip', 'pnot'].some((atom) => at(4, atom))) return 'mov';
  if (head.length >= 12 && at(0, 'RIFF') && at(8, 'AVI ')) return 'avi';
  if (head.length >= 4 && head.readUInt32BE(0) === 0x1a45dfa3) return 'webm';
  return undefined;
}

function ffprobePath(): string {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return (require('@ffprobe-installer/ffprobe') as { path: string }).path;
}

/** At most `size` tasks at once; the others wait their turn (first come, first served). */
export class Slots {
  private running = 0;
  private readonly waiting: Array<() => void> = [];
  /** The most tasks seen running at once (for tests and logs). */
  peak = 0;

  constructor(private readonly size: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.size) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running += 1;
    this.peak = Math.max(this.peak, this.running);
    try {
      return await task();
    } finally {
      // Hand the slot straight to the next in line, or free it.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}

/** ffprobe processes running at once: each decodes up to 50MB, so a burst of uploads queues here. */
export const probeSlots = new Slots(2);

/**
 * The duration ffprobe measures, in seconds; undefined when it cannot read the file as a video.
 * Only the local file is read: `file:` names it (a name like `http:…` stays a file name) and the
 * protocol whitelist stops playlists (HLS, concat) inside it from fetching other URLs.
 */
export async function probeDuration(file: string): Promise<number | undefined> {
  return probeSlots.run(async () => {
    try {
      const { stdout } = await promisify(execFile)(
        ffprobePath(),
        [
          '-v', 'error',
          '-protocol_whitelist', 'file',
          '-show_entries', 'format=duration:stream=codec_type',
          '-of', 'json',
          `file:${path.resolve(file)}`,
        ],
        { timeout: 20_000, maxBuffer: 1024 * 1024 },
      );
      const out = JSON.parse(stdout) as { format?: { duration?: string }; streams?: Array<{ codec_type?: string }> };
      if (!out.streams?.some((s) => s.codec_type === 'video')) return undefined;
      const duration = Number(out.format?.duration);
      return Number.isFinite(duration) ? duration : undefined;
    } catch {
      return undefined;
    }
  });
}

/**
 * Reads and drops the rest of a request's body (at most `limit` bytes more) before it is refused: an answer sent
 * while the client is still sending closes the connection under it, and the client sees a broken connection (a
 * browser, a network error; a test's client, EPIPE) instead of the refusal's message. Past the limit the answer
 * goes at once; the server's request timeout bounds the wait.
 */
function drained(req: Request, limit = MAX_VIDEO_BYTES + 1024 * 1024): Promise<void> {
  return new Promise((resolve) => {
    if (req.complete || req.destroyed) return resolve();
    let seen = 0;
    const done = () => {
      req.off('data', count);
      resolve();
    };
    const count = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > limit) done();
    };
    req.on('data', count);
    req.once('end', done);
    req.once('close', done);
    req.once('error', done);
    req.resume();
  });
}

/**
 * The profile video. Upload (POST /api/profiles/{id}/upload-video): the file is streamed to a
 * temporary file and refused as soon as it passes 50MB; its type is read from its bytes and its
 * length measured by ffprobe before it replaces the profile's video. Removal by the owner, or by
 * an admin with a reason the owner is told.
 */
@Injectable()
export class ProfileVideoService {
  private readonly logger = new Logger('ProfileVideo');

  constructor(
    private readonly dataSource: DataSource,
    private readonly storage: MediaStorage,
    private readonly profiles: ProfilesService,
    private readonly audit: AuditService,
    private readonly notifications: NotificationsService,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  private async find(id: string): Promise<Profile | null> {
    return isUuid(id) ? this.dataSource.getRepository(Profile).findOneBy({ id }) : null;
  }

  /** The owner's upload, once the video is paid for. */
  async upload(id: string, user: User, req: Request): Promise<{ message: string; requires_review: boolean; video_url: string }> {
    const profile = await this.find(id);
    if (!profile || profile.ownerId !== user.id) {
      await drained(req);
      throw new NotFoundException('Profile not found');
    }
    if (!profile.videoPaid) {
      await drained(req);
      throw new ForbiddenException(VIDEO_MESSAGES.notPaid);
    }
    const upload = await this.receive(req);
    let key: string | undefined;
    let stored = false;
    try {
      const head = Buffer.alloc(16);
      const fd = await fs.promises.open(upload.file, 'r');
      try {
        await fd.read(head, 0, 16, 0);
      } finally {
        await fd.close();
      }
      const container = sniffVideo(head);
      if (!container) throw new UnprocessableEntityException([VIDEO_MESSAGES.type]);
      const seconds = await probeDuration(upload.file);
      if (seconds === undefined) throw new UnprocessableEntityException([VIDEO_MESSAGES.type]);
      if (seconds > MAX_VIDEO_SECONDS + 0.5) throw new UnprocessableEntityException([VIDEO_MESSAGES.tooLong(Math.round(seconds))]);

      key = `${randomUUID()}.${container}`;
      await this.storage.putFile(key, upload.file);
      // The upload took a while: decide on the row as it is now (locked), not as it was read before.
      const newKey = key;
      const outcome = await this.dataSource.transaction(async (tx) => {
        const current = await tx.getRepository(Profile).findOne({ where: { id: profile.id }, lock: { mode: 'pessimistic_write' } });
        if (!current?.videoPaid) return undefined;
        const step = nextListing(current, { type: 'videoAdded' }, this.clock.now());
        const review = step.kind === 'change' ? step.patch : {};
        await tx.getRepository(Profile).update({ id: profile.id }, { videoKey: newKey, videoFilename: upload.filename.slice(0, 200), ...review });
        return { requiresReview: review.requiresReview === true, old: current.videoKey };
      });
      if (!outcome) throw new ForbiddenException(VIDEO_MESSAGES.notPaid);
      stored = true;
      if (outcome.old) await this.storage.deleteMany([outcome.old], this.logger);
      this.profiles.invalidateCaches();
      return {
        message: outcome.requiresReview
          ? 'Video uploaded! Your profile will be reviewed again before it is published.'
          : 'Video uploaded successfully!',
        requires_review: outcome.requiresReview,
        video_url: `/api/media/${key}`,
      };
    } finally {
      await fs.promises.rm(upload.file, { force: true });
      if (key && !stored) await this.storage.deleteMany([key], this.logger);
    }
  }

  /**
   * DELETE /api/profiles/{id}/video: removes the video and its file; another video needs another
   * payment. An admin (on someone else's profile) must give a reason, which the owner is told.
   */
  async remove(id: string, user: User, reason: string | undefined): Promise<{ message: string }> {
    const profile = await this.find(id);
    const asOwner = profile?.ownerId === user.id;
    if (!profile || (!asOwner && !user.isAdmin)) throw new NotFoundException('Profile not found');
    if (!profile.videoKey && !profile.videoPaid) throw new NotFoundException('This profile has no video');
    const why = asOwner ? null : reason?.trim();
    if (!asOwner && !why) throw new UnprocessableEntityException([DELETION_REASON_REQUIRED]);
    // The key removed is the row's at the moment of the change (an upload may have replaced it since it was read).
    const old = await this.dataSource.transaction(async (tx) => {
      const current = await tx
        .getRepository(Profile)
        .findOne({ where: { id: profile.id }, select: { id: true, videoKey: true }, lock: { mode: 'pessimistic_write' } });
      await tx.getRepository(Profile).update({ id: profile.id }, { videoKey: null, videoFilename: null, videoPaid: false });
      if (why) {
        await this.audit.record(user, { action: 'profile.video_delete', targetType: 'profile', targetId: profile.id, targetLabel: profile.name, reason: why }, tx);
      }
      return current?.videoKey ?? null;
    });
    if (old) await this.storage.deleteMany([old], this.logger);
    this.profiles.invalidateCaches();
    if (asOwner) return { message: 'Video deleted. Adding a video again needs a new $7 payment.' };
    await this.notifications.tell([
      {
        userId: profile.ownerId,
        input: {
          title: 'Your profile video was removed',
          message: `An admin removed the video from ${profile.name}'s profile. Adding a video again needs a new $7 payment.`,
          adminReason: why,
        },
      },
    ]);
    return { message: 'Video deleted' };
  }

  /** Streams the `video` field to a temporary file, stopping at 50MB. */
  private receive(req: Request): Promise<{ file: string; filename: string }> {
    const length = Number(req.headers['content-length']);
    if (Number.isFinite(length) && length > MAX_VIDEO_BYTES + 1024 * 1024) {
      req.resume();
      throw new PayloadTooLargeException(VIDEO_MESSAGES.size);
    }
    if (!/^multipart\/form-data/i.test(req.headers['content-type'] ?? '')) throw new BadRequestException(VIDEO_MESSAGES.none);
    return new Promise((resolve, reject) => {
      let parser: busboy.Busboy;
      try {
        parser = busboy({ headers: req.headers, limits: { files: 1, fileSize: MAX_VIDEO_BYTES, fields: 10, parts: 20 } });
      } catch {
        reject(new BadRequestException(VIDEO_MESSAGES.none));
        return;
      }
      let settled = false;
      let writing: Promise<{ file: string; filename: string }> | undefined;
      /** The temporary file being written, until it is handed over (resolve) or removed. */
      let current: { file: string; out: fs.WriteStream } | undefined;
      const discard = () => {
        if (!current) return;
        const { file, out } = current;
        current = undefined;
        const rm = () => void fs.promises.rm(file, { force: true });
        // Remove the file once its stream is closed (an open still in flight would create it again).
        if (out.closed) rm();
        else {
          out.once('close', rm);
          out.destroy();
        }
      };
      const fail = (error: Error) => {
        if (settled) return;
        settled = true;
        req.unpipe(parser);
        discard();
        if (!req.destroyed) req.resume(); // drain what the client still sends
        reject(error);
      };
      // The client went away before the whole body arrived: nothing will finish the file.
      req.on('close', () => {
        if (!req.complete) fail(new BadRequestException('The upload was interrupted'));
      });
      req.on('error', () => fail(new BadRequestException('The upload was interrupted')));
      parser.on('file', (field, stream, info) => {
        if (field !== 'video' || writing || settled) {
          stream.resume();
          return;
        }
        fs.mkdirSync(this.config.uploadTempDir, { recursive: true });
        const file = path.join(this.config.uploadTempDir, `${UPLOAD_TEMP_PREFIX}${randomUUID()}`);
        const out = fs.createWriteStream(file);
        current = { file, out };
        writing = new Promise((done, failed) => {
          stream.on('limit', () => {
            stream.unpipe(out);
            stream.resume();
            failed(new PayloadTooLargeException(VIDEO_MESSAGES.size));
          });
          out.on('error', failed);
          out.on('finish', () => done({ file, filename: info.filename || 'video' }));
        });
        writing.catch(fail);
        stream.pipe(out);
      });
      parser.on('error', () => fail(new BadRequestException(VIDEO_MESSAGES.none)));
      parser.on('close', () => {
        if (!writing) return fail(new UnprocessableEntityException([VIDEO_MESSAGES.none]));
        writing.then(
          (result) => {
            if (settled) return;
            settled = true;
            current = undefined; // the caller removes it from here on
            resolve(result);
          },
          fail,
        );
      });
      req.pipe(parser);
    });
  }
}
