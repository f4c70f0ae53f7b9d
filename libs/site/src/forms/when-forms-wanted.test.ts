// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FORM_NEAR_MARGIN, whenFormsWanted } from './when-forms-wanted';

/** An IntersectionObserver the test drives: records what it observes and its options. */
class FakeObserver {
  static last: FakeObserver | null = null;
  observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: (entries: Array<{ isIntersecting: boolean; target: Element }>) => void,
    readonly options: { rootMargin?: string },
  ) {
    FakeObserver.last = this;
  }
  observe(el: Element) {
    this.observed.push(el);
  }
  disconnect() {
    this.disconnected = true;
  }
  report(isIntersecting: boolean) {
    this.callback(this.observed.map((target) => ({ isIntersecting, target })));
  }
}

const LEAD_FORM = '<form method="post" id="lead"><input type="hidden" name="form_key" value="contact"><input name="email"></form>';
const SEARCH_FORM = '<form method="get" id="search"><input name="q"></form>';

describe('whenFormsWanted (decision 0984)', () => {
  beforeEach(() => {
    FakeObserver.last = null;
    (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = FakeObserver;
  });
  afterEach(() => {
    delete (window as unknown as { IntersectionObserver?: unknown }).IntersectionObserver;
    document.body.innerHTML = '';
  });

  it('waits until a lead form comes near the viewport, then calls once and stops observing', () => {
    document.body.innerHTML = SEARCH_FORM + LEAD_FORM;
    const wanted = vi.fn();
    whenFormsWanted(wanted);
    const observer = FakeObserver.last!;
    expect(observer.options.rootMargin).toBe(FORM_NEAR_MARGIN);
    expect(observer.observed.map((el) => el.id)).toEqual(['lead']);
    observer.report(false);
    expect(wanted).not.toHaveBeenCalled();
    observer.report(true);
    observer.report(true);
    expect(wanted).toHaveBeenCalledTimes(1);
    expect(observer.disconnected).toBe(true);
  });

  it('calls when the visitor focuses a field of a lead form, not another form', () => {
    document.body.innerHTML = SEARCH_FORM + LEAD_FORM;
    const wanted = vi.fn();
    whenFormsWanted(wanted);
    document.querySelector<HTMLInputElement>('#search input')!.focus();
    document.querySelector('#search input')!.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    expect(wanted).not.toHaveBeenCalled();
    document.querySelector<HTMLInputElement>('#lead input[name="email"]')!.focus();
    expect(wanted).toHaveBeenCalledTimes(1);
    // Later events in the form call no more.
    document.querySelector('#lead input[name="email"]')!.dispatchEvent(new Event('input', { bubbles: true }));
    expect(wanted).toHaveBeenCalledTimes(1);
  });

  it('calls at once when the page has no lead form, or the browser has no IntersectionObserver', () => {
    document.body.innerHTML = SEARCH_FORM;
    const first = vi.fn();
    whenFormsWanted(first);
    expect(first).toHaveBeenCalledTimes(1);

    document.body.innerHTML = LEAD_FORM;
    delete (window as unknown as { IntersectionObserver?: unknown }).IntersectionObserver;
    const second = vi.fn();
    whenFormsWanted(second);
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('calls nothing after its cleanup (the page was left)', () => {
    document.body.innerHTML = LEAD_FORM;
    const wanted = vi.fn();
    const stop = whenFormsWanted(wanted);
    stop();
    stop();
    FakeObserver.last!.report(true);
    document.querySelector<HTMLInputElement>('#lead input[name="email"]')!.focus();
    expect(wanted).not.toHaveBeenCalled();
    expect(FakeObserver.last!.disconnected).toBe(true);
  });
});
