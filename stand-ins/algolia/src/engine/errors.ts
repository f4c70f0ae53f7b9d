/**
 * A request the engine cannot honour because of what it asked (bad filter syntax, unknown or
 * refused parameter, bad ranking, unknown partial-update operation): the twin answers 400 with
 * the message, Algolia's error shape (decision 0900). Never used for the engine's own faults.
 */
export class EngineInputError extends Error {}
