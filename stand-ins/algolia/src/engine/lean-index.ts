import { components } from '@orama/orama';

type OramaIndexComponent = ReturnType<typeof components.index.createIndex>;
type OramaIndex = Parameters<OramaIndexComponent['insertDocumentScoreParameters']>[0];

/**
 * Orama's default index component (Orama 3.1) without its per-document token frequencies
 * (decision 0961): scorer.ts derives tf from the field length and Orama's own `search`, their only
 * reader, refuses with an Error.
 */
export function leanIndexComponent(): OramaIndexComponent {
  const base = components.index.createIndex();
  const internal = (index: OramaIndex, id: Parameters<OramaIndexComponent['insertDocumentScoreParameters']>[2]) =>
    components.internalDocumentIDStore.getInternalDocumentId(index.sharedInternalDocumentStore, id);
  return {
    ...base,
    insertDocumentScoreParameters(index, prop, id, tokens, docsCount) {
      index.avgFieldLength[prop] = ((index.avgFieldLength[prop] ?? 0) * (docsCount - 1) + tokens.length) / docsCount;
      index.fieldLengths[prop]![internal(index, id)] = tokens.length;
    },
    insertTokenScoreParameters(index, prop, _id, _tokens, token) {
      const occurrences = index.tokenOccurrences[prop]!;
      occurrences[token] = (occurrences[token] ?? 0) + 1;
    },
    removeDocumentScoreParameters(index, prop, id, docsCount) {
      const internalId = internal(index, id);
      if (docsCount > 1) index.avgFieldLength[prop] = (index.avgFieldLength[prop]! * docsCount - index.fieldLengths[prop]![internalId]!) / (docsCount - 1);
      else delete index.avgFieldLength[prop];
      index.fieldLengths[prop]![internalId] = undefined;
    },
    search() {
      throw new Error("Orama's own full-text search is not available: the engine's index keeps no token frequencies (scorer.ts, decision 0961)");
    },
  };
}
