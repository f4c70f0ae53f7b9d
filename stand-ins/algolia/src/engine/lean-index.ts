import { components } from '@orama/orama';

type OramaIndexComponent = ReturnType<typeof components.index.createIndex>;
type OramaIndex = Parameters<OramaIndexComponent['insertDocumentScoreParameters']>[0];

/**
 * Orama's default index component (Orama 3.1) without its per-document token frequencies
 * (decision 0961). Orama keeps, for every record and searchable property, an object of each of its
 * tokens' term frequency (`frequencies[prop][id][token]`), read only by its own `search`; the
 * engine scores with scorer.ts, which derives tf from the field length (its tokenizer emits each
 * token once per field), and never calls Orama's `search`. Those objects were about a fifth of an
 * index's heap, and counting each token's frequency scanned the field's tokens once per token.
 * Kept as Orama keeps them: the radix trees, `tokenOccurrences` (documents per token, for idf),
 * `fieldLengths` and `avgFieldLength`. Orama's own full-text `search` refuses with an Error.
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
