/** How near the viewport a form loads its validation: about a screen of scrolling ahead. */
export const FORM_NEAR_MARGIN = '0px 0px 600px 0px';

function leadForms(root: ParentNode): HTMLFormElement[] {
  return [...root.querySelectorAll<HTMLFormElement>('form[method="post"]')].filter((form) => form.querySelector('input[name="form_key"]') !== null);
}

/** Calls `onWanted` once a lead form nears the viewport or is touched (decision 0984); returns an idempotent cleanup. Browser only. */
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
