import { contactFormFields, formMessages } from '@silca/forms/fields';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('validatorFor (docs/requirements/forms.md#validation-messages, decision 0830 CSP)', () => {
  it('validates a form without building code from strings, which the CSP refuses', async () => {
    // What a CSP without 'unsafe-eval' does to `new Function(...)`: refuse it (the browser also
    // reports a violation). The validator must never try.
    const refused = vi.fn(() => {
      throw new EvalError("Refused to evaluate a string as JavaScript because 'unsafe-eval' is not allowed");
    });
    vi.stubGlobal('Function', refused);
    const { validatorFor } = await import('./form-validation');
    const validate = validatorFor(contactFormFields('en'), formMessages('en'));
    const form = new FormData();
    form.set('email', 'not an address');
    const result = validate(form) as { status: string; error: Record<string, unknown> };
    expect(result.status).toBe('error');
    expect(result.error).toHaveProperty('email');
    expect(refused).not.toHaveBeenCalled();
  });
});
