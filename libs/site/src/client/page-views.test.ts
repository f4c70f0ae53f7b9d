import { describe, expect, it } from 'vitest';
import { leadEventFor } from './page-views';

describe('leadEventFor', () => {
  it('gives the lead event on the thank-you page the form action redirects to', () => {
    expect(leadEventFor('https://www.silca.biz/it/global/thank-you-eng?form=contact')).toEqual({ event: 'generate_lead', form_key: 'contact' });
  });

  it('gives nothing elsewhere or for a form key no form has', () => {
    expect(leadEventFor('https://www.silca.biz/it/global/thank-you-eng')).toBeNull();
    expect(leadEventFor('https://www.silca.biz/en/global?form=%3Cscript%3E')).toBeNull();
    expect(leadEventFor(`https://www.silca.biz/en/global?form=${'x'.repeat(65)}`)).toBeNull();
  });
});
