import { AsyncLocalStorage, AsyncResource } from 'node:async_hooks';
import { installLeanAsyncResourceBind } from './async-resource-bind';

describe('installLeanAsyncResourceBind', () => {
  beforeAll(() => installLeanAsyncResourceBind());

  it('binds as before: the function runs in the async context it was bound in, with its this, arguments and result', () => {
    const storage = new AsyncLocalStorage<string>();
    const bound = storage.run('bound here', () => AsyncResource.bind(function (this: unknown, a: number, b: number) {
      return { store: storage.getStore(), self: this, sum: a + b };
    }));
    const self = { name: 'caller' };
    expect(storage.run('called here', () => bound.call(self, 2, 3))).toEqual({ store: 'bound here', self, sum: 5 });
    expect(bound.length).toBe(2);
  });

  it('binds to a given this when one is given', () => {
    const self = { name: 'given' };
    // Node's bind takes a this to bind to (its types do not say so).
    const withThis = new AsyncResource('test').bind as unknown as (fn: () => unknown, thisArg: unknown) => () => unknown;
    const bound = withThis.call(new AsyncResource('test'), function (this: unknown) {
      return this;
    }, self);
    expect(bound.call({ name: 'other' })).toBe(self);
  });

  it('gives the bound function no property of its own beyond its length and name, and the plain function prototype', () => {
    const bound = AsyncResource.bind(() => 1);
    expect(Object.getOwnPropertyNames(bound).filter((name) => !['length', 'name', 'prototype'].includes(name))).toEqual([]);
    expect('asyncResource' in bound).toBe(false);
    expect(Object.getPrototypeOf(bound)).toBe(Function.prototype);
  });

  it('refuses what is not a function, as Node does', () => {
    expect(() => new AsyncResource('test').bind(1 as unknown as () => void)).toThrow(TypeError);
  });

  it('can be installed twice', () => {
    const installed = AsyncResource.prototype.bind;
    installLeanAsyncResourceBind();
    expect(AsyncResource.prototype.bind).toBe(installed);
  });
});
