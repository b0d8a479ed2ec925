import "@testing-library/jest-dom";
import { configure } from "@testing-library/react";

// findBy…/waitFor give up after this long. Islands load their code on first use (a dynamic
// import), which on a busy 2-core CI machine has taken over the library's default second; what
// a test waits for is that something appears, never how fast.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks the observers and media queries that embla and Radix read.
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

Object.assign(globalThis, {
  ResizeObserver: NoopObserver,
  IntersectionObserver: NoopObserver,
});

if (typeof window !== "undefined" && !window.matchMedia) {
  window.matchMedia = (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  });
}
