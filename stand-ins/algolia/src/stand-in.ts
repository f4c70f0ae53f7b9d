import type { SearchStandInStarter } from '@silca/search';
import { startAlgoliaTwin, type AlgoliaTwin } from './twin/server';

/**
 * The embedded Algolia twin for a search config in local mode, in this process: what
 * `startSearchBackend({ standIn })` takes in tests and in the development entry's child
 * (docs/requirements/architecture.md#embedded-services, decision 1031). Port SEARCH_LOCAL_PORT
 * (a free one when 0), the config's app id and keys. Throws when the port is taken.
 */
export const algoliaStandIn: SearchStandInStarter<AlgoliaTwin> = (config) =>
  startAlgoliaTwin({ port: config.localPort, appId: config.appId, searchKey: config.searchKey, adminKey: config.adminKey ?? '' });
