/** Field types a custom form can hold (docs/requirements/forms.md#contact-form contact form, docs/requirements/forms.md#validation-messages validation). */
export const FORM_FIELD_TYPES = ['text', 'email', 'tel', 'textarea', 'select', 'checkboxes', 'radios', 'checkbox'] as const;
