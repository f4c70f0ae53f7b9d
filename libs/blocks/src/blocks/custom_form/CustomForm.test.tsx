import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Blok } from '../../core/Blok';
import { renderBlocks } from '../../core/testing/render';
import { inputAutocomplete } from './CustomForm';

const contact = {
  _uid: 'form',
  component: 'custom_form',
  title: 'Contact us',
  form_key: 'contact',
  fields: [
    {
      _uid: 'f1',
      component: 'form_field',
      name: 'interest',
      label: 'I am interested in',
      type: 'checkboxes',
      required: true,
      options: [
        { value: 'documentation', label: 'Documentation by email' },
        { value: 'phone', label: 'Contact by phone' },
      ],
    },
    { _uid: 'f2', component: 'form_field', name: 'email', label: 'Email', type: 'email', required: true },
    { _uid: 'f3', component: 'form_field', name: 'phone', label: 'Phone number', type: 'tel' },
    { _uid: 'f4', component: 'form_field', name: 'consent', label: 'I agree to the processing of my data', type: 'checkbox', required: true },
  ],
};

describe('custom_form', () => {
  it('renders a POST form with labelled fields, required marks and the form key', () => {
    const { container } = renderBlocks(<Blok blok={contact} />);
    const form = container.querySelector('form') as HTMLFormElement;
    expect(form).toHaveAttribute('method', 'post');
    expect(form.querySelector('input[type=hidden][name=form_key]')).toHaveValue('contact');
    expect(screen.getByRole('group', { name: /I am interested in/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveAttribute('type', 'email');
    expect(screen.getByRole('textbox', { name: /Email/ })).toBeRequired();
    expect(screen.getByRole('textbox', { name: /Phone number/ })).toHaveAttribute('type', 'tel');
    expect(screen.getByRole('checkbox', { name: /processing of my data/ })).toBeRequired();
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('type', 'submit');
  });

  it('gives typed fields the maxlength the site schema enforces (docs/requirements/forms.md#validation-messages)', () => {
    renderBlocks(<Blok blok={contact} />, { forms: { contact: { maxLengths: { email: 254, phone: 32 } } } });
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveAttribute('maxlength', '254');
    expect(screen.getByRole('textbox', { name: /Phone number/ })).toHaveAttribute('maxlength', '32');
    expect(screen.getByRole('checkbox', { name: /processing of my data/ })).not.toHaveAttribute('maxlength');
  });

  it('refills values and shows the site errors after a failed post, posting to the given action', () => {
    const { container } = renderBlocks(<Blok blok={contact} />, {
      forms: {
        contact: {
          action: '/forms/contact?index',
          values: { email: 'not-an-email', interest: ['phone'] },
          errors: { email: 'Please enter a valid email address' },
          formError: 'Sorry, not all fields are filled out correctly.',
        },
      },
    });
    expect(container.querySelector('form')).toHaveAttribute('action', '/forms/contact?index');
    expect(screen.getByRole('alert')).toHaveTextContent('Sorry, not all fields are filled out correctly.');
    const email = screen.getByRole('textbox', { name: /Email/ });
    expect(email).toHaveValue('not-an-email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(/Please enter a valid email address/);
    const group = screen.getByRole('group', { name: /I am interested in/ });
    expect(within(group).getByRole('checkbox', { name: 'Contact by phone' })).toBeChecked();
  });

  it('shows Conform`s reply from the action: values back, errors tied to fields, summary, autofocus on the first error; hidden inputs, honeypot, privacy link', () => {
    const { container } = renderBlocks(<Blok blok={contact} />, {
      forms: {
        contact: {
          lastResult: {
            status: 'error',
            initialValue: { email: 'anna@', phone: '12345' },
            error: { interest: ['This field is required'], phone: ['The telephone number must have at least 8 digits'] },
          },
          formError: 'Sorry, not all fields are filled out correctly.',
          hidden: { _form_token: 't-1' },
          honeypot: 'fax_number',
          privacyLink: { href: '/en/global/privacy-policy', label: 'Privacy policy' },
        },
      },
    });
    const form = container.querySelector('form') as HTMLFormElement;
    expect(form).toHaveAttribute('novalidate');
    expect(screen.getByRole('alert')).toHaveTextContent('Sorry, not all fields are filled out correctly.');
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue('anna@');
    const phone = screen.getByRole('textbox', { name: /Phone number/ });
    expect(phone).toHaveValue('12345');
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription(/at least 8 digits/);
    expect(screen.getByRole('group', { name: /I am interested in/ })).toHaveAttribute('aria-invalid', 'true');
    expect(document.activeElement).toHaveAttribute('name', 'interest');
    expect(form.querySelector('input[name=_form_token]')).toHaveValue('t-1');
    const trap = form.querySelector('input[name=fax_number]') as HTMLInputElement;
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/en/global/privacy-policy');
  });

  it('holds a submit while the site`s beforeSubmit is pending, then posts once with the hidden values it resolved, from the same button', async () => {
    let release!: (hidden: Record<string, string>) => void;
    let settled = false;
    const pending = new Promise<Record<string, string>>((resolve) => (release = resolve)).then((hidden) => {
      settled = true;
      return hidden;
    });
    const { container } = renderBlocks(<Blok blok={contact} />, {
      forms: { contact: { hidden: { _form_token: 'cached' }, beforeSubmit: () => (settled ? null : pending) } },
    });
    const form = container.querySelector('form') as HTMLFormElement;
    const seen: { prevented: boolean; token: string; submitter: string | null }[] = [];
    // After React's handler (bubbling to window): record, then stop jsdom's navigation.
    const record = (e: Event) => {
      seen.push({
        prevented: e.defaultPrevented,
        token: (form.querySelector('input[name=_form_token]') as HTMLInputElement).value,
        submitter: (e as SubmitEvent).submitter?.textContent ?? null,
      });
      e.preventDefault();
    };
    window.addEventListener('submit', record);
    try {
      const send = screen.getByRole('button', { name: 'Send' });
      fireEvent.click(send);
      fireEvent.click(send);
      expect(seen).toEqual([
        { prevented: true, token: 'cached', submitter: 'Send' },
        { prevented: true, token: 'cached', submitter: 'Send' },
      ]);
      await act(async () => {
        release({ _form_token: 'fresh' });
        await pending;
      });
      expect(seen).toHaveLength(3);
      expect(seen[2]).toEqual({ prevented: false, token: 'fresh', submitter: 'Send' });
    } finally {
      window.removeEventListener('submit', record);
    }
  });

  it('rejects unsafe field names', () => {
    const { container } = renderBlocks(
      <Blok blok={{ ...contact, fields: [{ _uid: 'x', component: 'form_field', name: 'a b"', label: 'X', type: 'text' }] }} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

/** The site's validator shape (FormState.validate): Conform's `parseWithZod` result for these fields. */
/** Records whether the last submit would have posted (not default-prevented); never lets it navigate. */
function watchSubmits() {
  let posted = false;
  const record = (e: Event) => {
    posted = !e.defaultPrevented;
    e.preventDefault();
  };
  window.addEventListener('submit', record);
  return { posted: () => posted, stop: () => window.removeEventListener('submit', record) };
}

async function emailValidator() {
  const { parseWithZod } = await import('@conform-to/zod/v4');
  const { z } = await import('zod');
  const schema = z.object({
    email: z.string({ error: 'Email required' }).email('Not an email'),
    interest: z.array(z.string()).optional(),
    phone: z.string().optional(),
    consent: z.string().optional(),
  });
  return (formData: FormData) => parseWithZod(formData, { schema });
}

describe('custom_form with the site`s validator (decision 0969)', () => {
  it('renders the same form before Conform is there, then validates on blur and on submit without posting', async () => {
    const without = renderBlocks(<Blok blok={contact} />, { forms: { contact: {} } });
    // useId's ids differ between two renders of one test: compare without them.
    const markup = (html: string) => html.replace(/(id|for|aria-describedby)="fr[^"]*"/g, '$1=""');
    const plain = markup(without.container.innerHTML);
    without.unmount();
    const validate = await emailValidator();
    const { container } = renderBlocks(<Blok blok={contact} />, {
      forms: { contact: { validate, summary: 'Sorry, not all fields are filled out correctly.' } },
    });
    // The live validation renders nothing: the markup is the server's.
    expect(markup(container.innerHTML)).toBe(plain);
    const email = screen.getByRole('textbox', { name: /Email/ });
    fireEvent.input(email, { target: { value: 'anna@' } });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    // Conform arrives with a lazy chunk: on a busy machine later than any fixed wait, so blur
    // again until the live validation answers (it must within 5 s).
    await waitFor(
      () => {
        fireEvent.blur(email);
        fireEvent.focusOut(email);
        expect(screen.getByText('Not an email')).toBeTruthy();
      },
      { timeout: 5000 },
    );
    expect(email).toHaveAttribute('aria-invalid', 'true');
    // A field's own error on blur; the form's summary (an alert) only once the visitor submits.
    expect(screen.queryByRole('alert')).toBeNull();
    const form = container.querySelector('form') as HTMLFormElement;
    const submits = watchSubmits();
    try {
      fireEvent.submit(form);
      expect(submits.posted()).toBe(false);
      expect(screen.getByRole('alert')).toBeTruthy();
      fireEvent.input(email, { target: { value: 'anna@example.com' } });
      await waitFor(() => expect(screen.queryByText('Not an email')).toBeNull());
      fireEvent.submit(form);
      expect(submits.posted()).toBe(true);
    } finally {
      submits.stop();
    }
  });

  it('after a refusal the server answered before the validator arrived, a corrected field loses its error (decision 0984)', async () => {
    const validate = await emailValidator();
    const { container } = renderBlocks(<Blok blok={contact} />, {
      forms: {
        contact: {
          validate,
          lastResult: { status: 'error', initialValue: { email: 'anna@', phone: '12345' }, error: { email: ['Not an email'], phone: ['At least 8 digits'] } },
        },
      },
    });
    const email = screen.getByRole('textbox', { name: /Email/ });
    const phone = screen.getByRole('textbox', { name: /Phone number/ });
    expect(email).toHaveAttribute('aria-invalid', 'true');
    const form = container.querySelector('form') as HTMLFormElement;
    const submits = watchSubmits();
    try {
      // Correct the email until the live validation (a lazy chunk) has answered: the server's old
      // error must not outlive Conform's own verdict (Conform revalidates a shown error on input).
      // (Not in waitFor: its callback reruns on every DOM change, and an input is one.)
      for (let tries = 0; tries < 100 && email.getAttribute('aria-invalid') === 'true'; tries++) {
        fireEvent.input(email, { target: { value: 'anna@example.com' } });
        await act(async () => {
          await new Promise((resolve) => setTimeout(resolve, 50));
        });
      }
      expect(email).not.toHaveAttribute('aria-invalid', 'true');
      fireEvent.input(phone, { target: { value: '0438913600' } });
      fireEvent.submit(form);
      expect(submits.posted()).toBe(true);
      expect(phone).not.toHaveAttribute('aria-invalid', 'true');
      expect(screen.queryByText('Not an email')).toBeNull();
    } finally {
      submits.stop();
    }
  });

  it('never puts the textarea-only street-address on an input (W3C checker); a textarea keeps it', () => {
    const address = (type: string) => ({
      ...contact,
      fields: [{ _uid: 'a', component: 'form_field', name: 'address', label: 'Address', type, autocomplete: 'street-address' }],
    });
    const { unmount } = renderBlocks(<Blok blok={address('text')} />);
    expect(screen.getByRole('textbox', { name: /Address/ })).toHaveAttribute('autocomplete', 'address-line1');
    unmount();
    renderBlocks(<Blok blok={address('textarea')} />);
    const area = screen.getByRole('textbox', { name: /Address/ });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area).toHaveAttribute('autocomplete', 'street-address');
    expect(inputAutocomplete('shipping street-address', 'text')).toBe('shipping address-line1');
    expect(inputAutocomplete('organization', 'text')).toBe('organization');
    expect(inputAutocomplete('', 'email')).toBe('email');
    expect(inputAutocomplete(undefined, 'text')).toBeUndefined();
  });
});
