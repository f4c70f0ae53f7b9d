/**
 * How close to the viewport a form must come before its validation code loads: about a screen's
 * worth of scrolling ahead, so a visitor who scrolls down to a form finds it validating on blur.
 */
export const FORM_NEAR_MARGIN = '0px 0px 600px 0px';

/** The site's lead forms in `root`: posted forms with the hidden `form_key` (CustomForm). */
function leadForms(root: ParentNode): HTMLFormElement[] {
  return [...root.querySelectorAll<HTMLFormElement>('form[method="post"]')].filter((form) => form.querySelector('input[name="form_key"]') !== null);
}

/**
 * Calls `onWanted` once, when a lead form of the page is first wanted (decision 0984): it comes
 * within {@link FORM_NEAR_MARGIN} of the viewport (IntersectionObserver), or the visitor focuses or
 * presses anything in it (keyboard, pointer, autofill). A form in view at the start counts at
 * once. With no lead form in `root`, or without IntersectionObserver, it calls at once: the code
 * then loads after hydration as before.
 *
 * Browser only. Returns the cleanup (stops observing and listening; safe to call twice). The rule
 * it serves: code a page does not need at first paint loads on interaction or idle
 * (docs/requirements/performance.md#speed-goals); a form below the fold needs no validation until
 * somebody goes to it, and until its code is there the server validates a post (decision 0781).
 */
export function whenFormsWanted(onWanted: () => void, root: Document = document): () => void {
  const forms = leadForms(root);
  const view = root.defaultView;
  if (forms.length === 0 || !view || typeof view.IntersectionObserver !== 'function') {
    onWanted();
    return () => undefined;
  }
  let done = false;
  const events = ['focusin', 'pointerdown', 'keydown', 'input'] as const;
  const inAForm = (event: Event) => {
    if (event.target instanceof view.Node && forms.some((form) => form.contains(event.target as Node))) fire();
  };
  const observer = new view.IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) fire();
    },
    { rootMargin: FORM_NEAR_MARGIN },
  );
  const stop = () => {
    observer.disconnect();
    for (const type of events) root.removeEventListener(type, inAForm, true);
  };
  function fire() {
    if (done) return;
    done = true;
    stop();
    onWanted();
  }
  for (const type of events) root.addEventListener(type, inAForm, true);
  for (const form of forms) observer.observe(form);
  return () => {
    done = true;
    stop();
  };
}
