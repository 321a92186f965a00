import { AsyncResource } from 'node:async_hooks';

type Callable = (this: unknown, ...args: unknown[]) => unknown;

/** Whether this Node's `bind` gives the bound function the deprecated `asyncResource` property (DEP0172). */
function bindAddsResourceProperty(): boolean {
  return Object.prototype.hasOwnProperty.call(new AsyncResource('probe').bind(() => undefined), 'asyncResource');
}

/** `fn` run in `resource`'s async scope, with the caller's `this` or `thisArg` when one is given. */
function boundTo(resource: AsyncResource, fn: Callable, thisArg: unknown): Callable {
  if (typeof fn !== 'function') throw new TypeError('The "fn" argument must be of type function');
  const bound: Callable =
    thisArg === undefined
      ? function (this: unknown, ...args: unknown[]) {
          return resource.runInAsyncScope(fn, this, ...args);
        }
      : (...args: unknown[]) => resource.runInAsyncScope(fn, thisArg, ...args);
  Object.defineProperty(bound, 'length', { configurable: true, enumerable: false, value: fn.length, writable: false });
  return bound;
}

/** `asyncResource.bind()` as Node does it once DEP0172 is removed. */
const bind = function (this: AsyncResource, fn: Callable, thisArg?: unknown): Callable {
  return boundTo(this, fn, thisArg);
};

/**
 * Node 20's `AsyncResource#bind` gives each bound function an `asyncResource` getter and setter wrapped by
 * `util.deprecate`, whose wrapper takes the fresh getter as its prototype. A prototype made per call gives the
 * wrapper a hidden class of its own, which V8 keeps in the old generation, and that class holds the getter and so
 * everything the bound function reaches until the next full collection. Nest binds one per interceptor on every
 * API request: a third of what a request allocated was promoted, and the old generation filled with garbage
 * (issue 28). Node removes the property (DEP0172, end of life); this installs that behaviour where it is still
 * there. Idempotent; leaves a Node without the property alone.
 */
export function installLeanAsyncResourceBind(): void {
  if (AsyncResource.prototype.bind === (bind as unknown) || !bindAddsResourceProperty()) return;
  AsyncResource.prototype.bind = bind as unknown as typeof AsyncResource.prototype.bind;
}
