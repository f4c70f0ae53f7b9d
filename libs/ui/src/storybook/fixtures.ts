// Story data of libs/ui with the embedded space's assets; not exported.
import type { FooterProps } from '../footer/Footer';
import type { HeaderProps } from '../header/Header';
import type { LanguageSelectorProps } from '../language-selector/LanguageSelector';
import type { PreFooterProps } from '../pre-footer/PreFooter';

const A = 'https://a.storyblok.com/f/287745';

export const assets = {
  hero: { filename: `${A}/1920x1080/ef6fbb194e/home-hero.jpg`, alt: 'Key-cutting machine in a locksmith workshop' },
  futura: { filename: `${A}/1200x900/3979d58af6/silca-futura-pro.jpg`, alt: 'Silca Futura Pro key-cutting machine' },
  news: { filename: `${A}/1200x675/3ee0e187a2/news-training-centre.jpg`, alt: 'Technicians at the Silca training centre' },
};

export const languageSelector: LanguageSelectorProps = {
  current: { locale: 'en', market: 'global' },
  languages: [
    { locale: 'en', label: 'English', href: '/en/global' },
    { locale: 'de', label: 'Deutsch', href: '/de/global' },
    { locale: 'es', label: 'Español', href: '/es/global' },
    { locale: 'pt', label: 'Português', href: '/pt/global' },
    { locale: 'fr', label: 'Français', href: '/fr/global' },
    { locale: 'it', label: 'Italiano', href: '/it/global' },
    { locale: 'ro', label: 'Română', href: '/ro/global' },
    { locale: 'nl', label: 'Nederlands', href: '/nl/global' },
    { locale: 'ru', label: 'Русский', href: '/ru/global' },
  ],
  markets: [
    { id: 'global', label: 'Global', href: 'https://www.silca.biz' },
    { id: 'italy', label: 'Italia', href: 'https://www.silca.it' },
    { id: 'spain', label: 'España', href: 'https://www.silca.es' },
    { id: 'france', label: 'France', href: 'https://www.silca.fr' },
    { id: 'germany', label: 'Deutschland', href: 'https://www.silca.de' },
  ],
};

export const header: HeaderProps = {
  logo: { href: '/en/global' },
  locale: 'en',
  items: [
    {
      label: 'Products',
      href: '/en/global/products',
      children: [
        { label: 'Key-cutting machines', href: '/en/global/products/key-cutting-machines' },
        { label: 'Keys and blanks', href: '/en/global/products/keys' },
        { label: 'Automotive', href: '/en/global/products/automotive' },
        { label: 'Residential', href: '/en/global/products/residential' },
      ],
    },
    { label: 'Industrial solutions', href: '/en/global/industrial-solutions' },
    { label: 'Resources', href: '/en/global/resources' },
    { label: 'Events and news', href: '/en/global/events-and-news', current: true },
    { label: 'Contacts', href: '/en/global/contacts' },
  ],
  languageSelector,
};

export const footer: FooterProps = {
  logoHref: '/en/global',
  companyInfo: 'Silca S.p.A. · Via Podgora 20 · 31029 Vittorio Veneto (TV) · Italy · VAT IT00185790265',
  columns: [
    {
      title: 'Products',
      links: [
        { label: 'Key-cutting machines', href: '/en/global/products/key-cutting-machines' },
        { label: 'Automotive', href: '/en/global/products/automotive' },
        { label: 'Residential', href: '/en/global/products/residential' },
      ],
    },
    {
      title: 'Company',
      links: [
        { label: 'About us', href: '/en/global/about-us' },
        { label: 'Work with us', href: '/en/global/work-with-us' },
        { label: 'Silca shops', href: '/en/global/silca-shops' },
      ],
    },
    {
      title: 'Support',
      links: [
        { label: 'After sales', href: '/en/global/after-sales' },
        { label: 'Contacts', href: '/en/global/contacts' },
        { label: 'Partner extranet', href: '/en/global/extranet' },
      ],
    },
  ],
  legalLinks: [
    { label: 'Privacy policy', href: '/en/global/privacy' },
    { label: 'Cookie policy', href: '/en/global/cookies' },
  ],
};

export const preFooter: PreFooterProps = {
  title: 'Need help choosing a machine?',
  text: 'Our specialists answer within one working day.',
  cta: { label: 'Contact us', href: '/en/global/contacts', type: 'primary' },
};
