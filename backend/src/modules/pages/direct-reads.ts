import type { Type } from '@nestjs/common';
import {
  EXCEPTION_FILTERS_METADATA,
  GUARDS_METADATA,
  HEADERS_METADATA,
  HTTP_CODE_METADATA,
  INTERCEPTORS_METADATA,
  METHOD_METADATA,
  PATH_METADATA,
  PIPES_METADATA,
  REDIRECT_METADATA,
  RENDER_METADATA,
  ROUTE_ARGS_METADATA,
  SSE_METADATA,
  VERSION_METADATA,
} from '@nestjs/common/constants';
import { RequestMethod } from '@nestjs/common/enums/request-method.enum';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import type { PipeTransform } from '@nestjs/common/interfaces';
import { IS_PUBLIC_KEY } from '../../common/decorators/public.decorator';
import { readOptionalUser } from '../../common/decorators/optional-user.decorator';
import { ROLES_KEY } from '../../common/decorators/roles.decorator';
import type { ApiAnswer } from '../../shared/page-render';

/** A controller as Nest's discovery lists it. */
export interface ControllerEntry {
  instance: object;
  metatype: Type<unknown>;
}

/** One route argument as Nest's decorators record it (`@Query()`, `@Param('id')`, a custom decorator). */
interface RouteArgument {
  index: number;
  data?: unknown;
  pipes?: unknown[];
  factory?: unknown;
}

type ArgumentReader = { type: 'query' | 'param' | 'custom'; data: unknown; metatype: unknown; read: (call: Call) => unknown };

/** What a read asks for: its path's parameters (decoded) and its query (parsed as the app parses one). */
interface Call {
  params: Record<string, string>;
  query: Record<string, unknown>;
}

/** A public GET handler that can be called without Express: how to build its arguments, and the call. */
interface DirectRoute {
  args: ArgumentReader[];
  handle: (...args: unknown[]) => unknown;
}

/** The parts of the Express app a direct read uses: its routes in order, and its query parser. */
type ExpressLayer = { route?: { path?: unknown; _handlesMethod?: (method: string) => boolean }; match?: (path: string) => false | { params: Record<string, string> } };

export interface ExpressRoutes {
  router?: { stack?: ExpressLayer[] };
  get(setting: 'query parser fn'): ((query: string) => Record<string, unknown>) | undefined;
}

const JSON_TYPE = 'application/json; charset=utf-8';

function metadata<T>(key: string, target: object): T | undefined {
  return Reflect.getMetadata(key, target) as T | undefined;
}

/** The paths Nest registers for a controller's method: global prefix, controller path, method path. */
function routePaths(prefix: string, controller: Type<unknown>, handler: object): string[] {
  const join = (...parts: string[]) => `/${parts.map((p) => p.replace(/^\/+|\/+$/g, '')).filter(Boolean).join('/')}`;
  const asList = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : [typeof value === 'string' ? value : '']);
  return asList(metadata(PATH_METADATA, controller)).flatMap((base) =>
    asList(metadata(PATH_METADATA, handler)).map((path) => join(prefix, base, path)),
  );
}

/**
 * Anything on the class or the method that Nest would run around it beyond the app's global guard, pipe and
 * filter, or that changes the answer's status or type. A response header (`@Header('Cache-Control', …)`) is for
 * the browser: a render's read has none to keep, unless it is the answer's type.
 */
function hasOwnEnhancers(controller: Type<unknown>, handler: object): boolean {
  const keys = [GUARDS_METADATA, INTERCEPTORS_METADATA, PIPES_METADATA, EXCEPTION_FILTERS_METADATA, VERSION_METADATA];
  if (keys.some((key) => metadata(key, controller) !== undefined || metadata(key, handler) !== undefined)) return true;
  const headers = metadata<Array<{ name: string }>>(HEADERS_METADATA, handler) ?? [];
  if (headers.some((header) => header.name.toLowerCase() === 'content-type')) return true;
  return [HTTP_CODE_METADATA, REDIRECT_METADATA, RENDER_METADATA, SSE_METADATA].some((key) => metadata(key, handler) !== undefined);
}

/** How to read each argument of a handler, or null when one of them needs the request itself (headers, body, response). */
function argumentReaders(instance: object, name: string): ArgumentReader[] | null {
  // Nest keeps a method's arguments on its class, under the method's name.
  const byMethod = (Reflect.getMetadata(ROUTE_ARGS_METADATA, instance.constructor, name) as Record<string, RouteArgument> | undefined) ?? {};
  const types = (Reflect.getMetadata('design:paramtypes', instance, name) as unknown[] | undefined) ?? [];
  const readers: ArgumentReader[] = [];
  for (const [key, argument] of Object.entries(byMethod)) {
    if (argument.pipes?.length) return null;
    const metatype = types[argument.index];
    const kind = Number(key.split(':')[0]) as RouteParamtypes;
    let reader: ArgumentReader;
    if (argument.factory !== undefined) {
      // The one custom argument a public read may take: the visitor, who is anonymous here.
      if (argument.factory !== readOptionalUser) return null;
      reader = { type: 'custom', data: argument.data, metatype, read: () => null };
    } else if (kind === RouteParamtypes.QUERY) {
      const field = argument.data as string | undefined;
      reader = { type: 'query', data: field, metatype, read: (call) => (field ? call.query[field] : call.query) };
    } else if (kind === RouteParamtypes.PARAM) {
      const field = argument.data as string | undefined;
      reader = { type: 'param', data: field, metatype, read: (call) => (field ? call.params[field] : call.params) };
    } else {
      return null;
    }
    readers[argument.index] = reader;
  }
  // A parameter with no decorator at all is something only Nest knows how to fill.
  for (let index = 0; index < Math.max(types.length, readers.length); index++) if (!readers[index]) return null;
  return readers;
}

/**
 * The API's public GET handlers called straight from a page render, without the HTTP pipeline around them: no
 * Express middleware, no router walk of Nest's guards and interceptors, no response object, no client library on
 * the other side (issue 28: each in-process read through the app's request handler cost about as much as a small
 * page's whole render). What is called is the controller's own method, with its arguments built as Nest builds
 * them (the path's parameters as Express decodes them, the query as Express parses it, both through the app's
 * global validation pipe), and an error becomes the body the app's exception filter writes. The handler a path
 * reaches is the one Express would pick: its router's own route table, walked in order.
 *
 * Only a handler that needs nothing more is called this way: marked `@Public()` with no role, no guard,
 * interceptor, pipe, filter or header of its own, and arguments that are `@Query`, `@Param` or the anonymous
 * `@OptionalUser()`. Anything else (and any path this does not know) goes through the app's request handler as
 * before; a spec checks every page's reads answer the same both ways, byte for byte.
 */
export class DirectReads {
  /** The handlers called straight, by the route path Nest registers them under ('/api/profiles/:id'). */
  private readonly routes = new Map<string, DirectRoute>();
  /** Every GET route of a controller, called straight or not: the routes Express may hand a read to. */
  private readonly controllerRoutes = new Set<string>();
  /**
   * Those routes' layers in Express's order, each with the fixed start of its path (before the first parameter),
   * lower case as Express compares paths: found once, on the first read (the app's routes are all there by then).
   * A read tries only the layers whose fixed start its path begins with (checking every layer's method and path
   * pattern per read was about 2 % of a page's render, issue 28).
   */
  private getLayers: Array<{ layer: ExpressLayer; path: string; start: string }> | null = null;

  constructor(
    private readonly express: ExpressRoutes,
    controllers: ControllerEntry[],
    prefix: string,
    private readonly pipe: PipeTransform,
    private readonly errorAnswer: (error: unknown, path: string) => { statusCode: number },
  ) {
    for (const { instance, metatype } of controllers) {
      const prototype = Object.getPrototypeOf(instance) as Record<string, unknown>;
      for (const name of Object.getOwnPropertyNames(prototype)) {
        const handler = prototype[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        if (metadata(METHOD_METADATA, handler) !== RequestMethod.GET || metadata(PATH_METADATA, handler) === undefined) continue;
        const paths = routePaths(prefix, metatype, handler);
        for (const path of paths) this.controllerRoutes.add(path);
        const isPublic = metadata<boolean>(IS_PUBLIC_KEY, handler) ?? metadata<boolean>(IS_PUBLIC_KEY, metatype) ?? false;
        const roles = metadata<unknown[]>(ROLES_KEY, handler) ?? metadata<unknown[]>(ROLES_KEY, metatype) ?? [];
        if (!isPublic || roles.length > 0 || hasOwnEnhancers(metatype, handler)) continue;
        const args = argumentReaders(instance, name);
        if (!args) continue;
        const route = { args, handle: (handler as (...a: unknown[]) => unknown).bind(instance) };
        for (const path of paths) this.routes.set(path, route);
      }
    }
  }

  /** Whether a GET of `path` is one this calls directly. */
  handles(path: string): boolean {
    return this.match(path.split('?')[0]) !== null;
  }

  /** The answer to a GET of `path` (with its query), or null when it is not one this calls directly. */
  read(path: string): Promise<ApiAnswer> | null {
    const at = path.indexOf('?');
    const pathname = at >= 0 ? path.slice(0, at) : path;
    const found = this.match(pathname);
    if (!found) return null;
    const parse = this.express.get('query parser fn');
    if (!parse) return null;
    const call: Call = { params: found.params, query: at >= 0 ? parse(path.slice(at + 1)) : {} };
    return this.answer(found.route, call, pathname);
  }

  /**
   * The controller route Express would hand the path to, if it is one called straight; null for any other (or a
   * malformed path). Routes that are not a controller's (middleware Nest binds with a path, like the request
   * log's) pass a request on, so they are stepped over.
   */
  private match(pathname: string): { route: DirectRoute; params: Record<string, string> } | null {
    try {
      const lower = pathname.toLowerCase();
      for (const { layer, path, start } of this.layers()) {
        if (!lower.startsWith(start)) continue;
        const matched = layer.match?.(pathname);
        if (!matched) continue;
        const route = this.routes.get(path);
        return route ? { route, params: { ...matched.params } } : null;
      }
    } catch {
      // A parameter Express cannot decode: its own answer (400) comes from the request handler.
    }
    return null;
  }

  private layers(): Array<{ layer: ExpressLayer; path: string; start: string }> {
    this.getLayers ??= (this.express.router?.stack ?? []).flatMap((layer) => {
      const path = String(layer.route?.path);
      if (!layer.route?._handlesMethod?.('GET') || !this.controllerRoutes.has(path)) return [];
      return [{ layer, path, start: path.split(/[:*({]/)[0].toLowerCase() }];
    });
    return this.getLayers;
  }

  private async answer(route: DirectRoute, call: Call, pathname: string): Promise<ApiAnswer> {
    try {
      const args: unknown[] = await Promise.all(
        route.args.map(
          (arg): Promise<unknown> =>
            Promise.resolve(this.pipe.transform(arg.read(call), { type: arg.type, data: arg.data as string, metatype: arg.metatype as Type<unknown> })),
        ),
      );
      const result: unknown = await route.handle(...args);
      // As Nest's Express adapter answers: json() for an object or a list, send() for anything else.
      if (result === null || result === undefined) return { status: 200, contentType: '', body: '' };
      if (typeof result === 'object') return { status: 200, contentType: JSON_TYPE, body: JSON.stringify(result) };
      return { status: 200, contentType: 'text/html; charset=utf-8', body: typeof result === 'string' ? result : JSON.stringify(result) };
    } catch (error) {
      const body = this.errorAnswer(error, pathname);
      return { status: body.statusCode, contentType: JSON_TYPE, body: JSON.stringify(body) };
    }
  }
}
