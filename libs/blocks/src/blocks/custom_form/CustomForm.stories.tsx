import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlokList } from '../../core/Blok';
import { withBlocks } from '../../core/testing/decorators';

const meta = {
  title: 'Blocks/CustomForm',
  component: BlokList,
  decorators: [withBlocks()],
  args: {
    bloks: [
      {
        _uid: 'form',
        component: 'custom_form',
        title: 'Contact us',
        intro: 'Tell us what you need and we will get back to you.',
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
              { value: 'visit', label: 'A visit from a sales representative' },
              { value: 'offer', label: 'A price offer' },
            ],
          },
          { _uid: 'f2', component: 'form_field', name: 'email', label: 'Email', type: 'email', required: true },
          { _uid: 'f3', component: 'form_field', name: 'company', label: 'Company name', type: 'text', autocomplete: 'organization' },
          { _uid: 'f4', component: 'form_field', name: 'phone', label: 'Phone number', type: 'tel', hint: 'Digits only, 8 to 16' },
          { _uid: 'f5', component: 'form_field', name: 'consent', label: 'I agree to the processing of my personal data', type: 'checkbox', required: true },
        ],
      },
    ],
  },
} satisfies Meta<typeof BlokList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** After a failed post: values refilled, errors from the site (docs/requirements/forms.md#validation-messages texts). */
export const WithErrors: Story = {
  decorators: [
    withBlocks({
      forms: {
        contact: {
          values: { email: 'mario@', interest: ['phone'] },
          errors: { email: 'Please enter a valid email address', phone: 'Please enter a valid telephone number (digits only)' },
          formError: 'Sorry, not all fields are filled out correctly.',
        },
      },
    }),
  ],
};
