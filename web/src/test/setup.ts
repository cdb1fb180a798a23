import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { apiMock, onUnansweredRequest, resetApiMock } from './api-mock-server';

// jsdom lacks these browser APIs that antd's responsive helpers and the pages call
if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
}
window.scrollTo = () => undefined;
if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.defineProperty(window, 'ResizeObserver', { value: ResizeObserverStub });
}

// jsdom has <dialog> without its modal methods: open and close it as the browser does (without the inert page)
const dialogPrototype: Partial<Pick<HTMLDialogElement, 'showModal' | 'close'>> & { open: boolean } =
  HTMLDialogElement.prototype;
if (!dialogPrototype.showModal) {
  dialogPrototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  dialogPrototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
}

beforeAll(() => apiMock.listen({ onUnhandledRequest: onUnansweredRequest }));

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  resetApiMock();
});

afterAll(() => apiMock.close());
