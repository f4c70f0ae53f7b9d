import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Checkbox, ChoiceGroup, RequiredLegend, Select, TextArea, TextField } from './fields';

function ContactFormDemo({ withErrors }: { withErrors: boolean }) {
  return (
    <form style={{ maxWidth: 560, padding: 24 }} noValidate>
      <RequiredLegend />
      <ChoiceGroup
        label="I would like"
        name="interest"
        required
        defaultValue={['documentation']}
        options={[
          { value: 'documentation', label: 'Documentation by email' },
          { value: 'phone', label: 'Contact by phone' },
          { value: 'visit', label: 'A visit from a sales representative' },
          { value: 'offer', label: 'A price offer' },
        ]}
      />
      <TextField
        label="Email"
        name="email"
        type="email"
        required
        autoComplete="email"
        error={withErrors ? 'Please enter a valid email address' : undefined}
        defaultValue={withErrors ? 'mario@' : undefined}
      />
      <TextField label="Company name" name="company" required error={withErrors ? 'This field is required' : undefined} />
      <TextField
        label="Phone number"
        name="phone"
        type="tel"
        hint="8 to 16 digits"
        autoComplete="tel"
        error={withErrors ? 'Please enter a valid telephone number (digits only)' : undefined}
      />
      <Select
        label="Country"
        name="country"
        placeholder="Choose…"
        options={[
          { value: 'italy', label: 'Italy' },
          { value: 'spain', label: 'Spain' },
          { value: 'germany', label: 'Germany' },
          { value: 'france', label: 'France' },
          { value: 'global', label: 'Other' },
        ]}
      />
      <TextArea label="Message" name="message" />
      <Checkbox
        label="I have read the privacy notice and agree to the processing of my data"
        name="consent"
        required
        error={withErrors ? 'This field is required' : undefined}
      />
    </form>
  );
}

const meta = { title: 'UI/FormFields', component: ContactFormDemo, args: { withErrors: false } } satisfies Meta<typeof ContactFormDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeRequired();
    await expect(canvas.getByRole('group', { name: 'I would like' })).toBeVisible();
  },
};

/** docs/requirements/forms.md#validation-messages messages, announced with each field. */
export const WithErrors: Story = {
  args: { withErrors: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    await expect(canvas.getByRole('textbox', { name: 'Phone number' })).toHaveAccessibleDescription(
      '8 to 16 digits Please enter a valid telephone number (digits only)',
    );
  },
};
