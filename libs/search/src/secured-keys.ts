import type { Algoliasearch } from 'algoliasearch';

/** Restrictions of a secured API key (algoliasearch v5 `SecuredApiKeyRestrictions`). */
export interface SecuredKeyRestrictions {
  /** Search parameters always applied with the key (facetFilters, numericFilters, tagFilters, ...). */
  searchParams?: Record<string, unknown>;
  filters?: string;
  validUntil?: number;
  restrictIndices?: string[];
  restrictSources?: string;
  userToken?: string;
}

/** algoliasearch's Node helpers for secured API keys, which its browser typings leave out. */
export interface SecuredKeyHelpers {
  generateSecuredApiKey(opts: { parentApiKey: string; restrictions?: SecuredKeyRestrictions }): string;
  getSecuredApiKeyRemainingValidity(opts: { securedApiKey: string }): number;
}

/** The client with its Node helpers typed; throws when they are missing (a browser build). */
export function withSecuredKeys(client: Algoliasearch): Algoliasearch & SecuredKeyHelpers {
  const helpers = client as Algoliasearch & Partial<SecuredKeyHelpers>;
  if (typeof helpers.generateSecuredApiKey !== 'function') throw new Error('algoliasearch: generateSecuredApiKey needs the Node build of the client');
  return helpers as Algoliasearch & SecuredKeyHelpers;
}
