import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { fakeApi } from './fakeApi';
import { emptyDirectoryHandlers } from './profileFixtures';
import { putSiteContactInPage, TEST_SITE_CONTACT } from './siteContact';

// Pages are lazy chunks: the first visit to one in a test file compiles its
// module graph (antd Form and friends), which can take more than the default 1 s.
configure({ asyncUtilTimeout: 5000 });

// antd schedules work through MessageChannel; Node's own keeps Jest from exiting.
class ShimMessagePort {
  onmessage: ((event: { data: unknown }) => void) | null = null;
  partner: ShimMessagePort | null = null;
  postMessage(data: unknown): void {
    setTimeout(() => this.partner?.onmessage?.({ data }), 0);
  }
  addEventListener(type: string, listener: (event: { data: unknown }) => void): void {
    if (type === 'message') this.onmessage = listener;
  }
  removeEventListener(): void {}
  start(): void {}
  close(): void {}
}

class ShimMessageChannel {
  port1 = new ShimMessagePort();
  port2 = new ShimMessagePort();
  constructor() {
    this.port1.partner = this.port2;
    this.port2.partner = this.port1;
  }
}

Object.defineProperty(globalThis, 'MessageChannel', {
  configurable: true,
  writable: true,
  value: ShimMessageChannel,
});

// jsdom has no matchMedia (antd's responsive helpers use it).
Object.defineProperty(window, 'matchMedia', {
  configurable: true,
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

// jsdom has no ResizeObserver (antd's TextArea, Select and Upload list observe their size).
class ShimResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
if (!('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', {
    configurable: true,
    writable: true,
    value: ShimResizeObserver,
  });
}

// jsdom does not implement pseudo-elements and logs an error for each lookup.
const originalGetComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = ((element: Element) =>
  originalGetComputedStyle(element));

// jsdom does not implement scrolling.
window.scrollTo = (() => undefined);

afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

// Nothing reaches the network. Unless a test installs its own fakeApi, the API is an
// empty directory (pages that list profiles show their empty states), no pen pals, and any other
// call fails as a network error.
fakeApi({
  ...emptyDirectoryHandlers(),
  'GET /site': () => ({ status: 200, body: TEST_SITE_CONTACT }),
  // A signed-in account has saved no pen pals (the Save buttons and My Account read these).
  'GET /user/pen-pals': () => ({ status: 200, body: { pen_pals: [] } }),
  'GET /user/pen-pals/ids': () => ({ status: 200, body: { profile_ids: [] } }),
});

// Every page the server sends carries the site's contact details; a test may put others (or none) in place.
beforeEach(() => putSiteContactInPage());
