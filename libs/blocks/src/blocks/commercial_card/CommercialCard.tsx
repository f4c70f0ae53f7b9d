import { Image, Link } from '@silca/ui';
import type { BlockProps } from '../../core/define';
import { editableAttributes } from '../../core/editable';
import { hasAsset } from '../../core/schema/assets';
import { BlokCta } from '../../shared/BlokCta';
import layout from '../../shared/layout.module.css';
import type { CommercialCardBlok } from './schema';
import styles from './CommercialCard.module.css';

/** Digits and a leading + only: the `tel:` form of a displayed phone number. */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}

/** An office's sales contacts with mailto:/tel: links (docs/requirements/pages.md#call-to-action) and one CTA. */
export function CommercialCard({ blok }: BlockProps<CommercialCardBlok>) {
  return (
    <section className={`${layout.container} ${layout.section}`} {...editableAttributes(blok)}>
      <div className={styles.card}>
        <h2 className={styles.title}>{blok.title}</h2>
        {blok.text ? <p className={styles.text}>{blok.text}</p> : null}
        {blok.contacts.length > 0 ? (
          <ul className={styles.contacts}>
            {blok.contacts.map((contact) => (
              <li key={contact._uid} className={styles.contact} {...editableAttributes(contact)}>
                {hasAsset(contact.image) ? (
                  <Image
                    src={contact.image}
                    alt=""
                    width={96}
                    height={96}
                    aspectRatio={1}
                    fit="cover"
                    widths={[96, 192]}
                    sizes="96px"
                    className={styles.photo}
                  />
                ) : null}
                <div>
                  <h3 className={styles.name}>{contact.name}</h3>
                  {contact.role ? <p className={styles.meta}>{contact.role}</p> : null}
                  {contact.area ? <p className={styles.meta}>{contact.area}</p> : null}
                  {contact.email ? (
                    <p className={styles.line}>
                      <Link href={`mailto:${contact.email}`}>{contact.email}</Link>
                    </p>
                  ) : null}
                  {contact.phone ? (
                    <p className={styles.line}>
                      <Link href={telHref(contact.phone)}>{contact.phone}</Link>
                    </p>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        ) : null}
        <BlokCta label={blok.cta_label} link={blok.cta_link} type={blok.cta_type ?? 'secondary'} />
      </div>
    </section>
  );
}
