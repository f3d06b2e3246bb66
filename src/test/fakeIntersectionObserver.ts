/** jsdom has no IntersectionObserver: this one reports what the test says is on screen. */
export class FakeIntersectionObserver {
  static all: FakeIntersectionObserver[] = [];
  readonly observed = new Set<Element>();
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.all.push(this);
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
  }
  /** The observed elements come within the observer's margin of the viewport. */
  intersect() {
    const entries = [...this.observed].map(
      (target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry,
    );
    if (entries.length > 0) {
      this.callback(entries, this as unknown as IntersectionObserver);
    }
  }
}

/** Puts the fake on `window` for a test, with no observer from an earlier test. */
export function installFakeIntersectionObserver() {
  FakeIntersectionObserver.all = [];
  Object.defineProperty(window, 'IntersectionObserver', {
    configurable: true,
    writable: true,
    value: FakeIntersectionObserver,
  });
}

/** Back to jsdom's own window, which has no IntersectionObserver. */
export function removeFakeIntersectionObserver() {
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
}
