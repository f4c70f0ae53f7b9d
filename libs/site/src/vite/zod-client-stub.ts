/**
 * What `zod` is in the browser build of the blocks and ui libraries (decision 0781): the server
 * parses every story before rendering (`normalizeStoryContent`), and `<BlocksProvider validated>`
 * renders without parsing, so the schemas the blocks declare at module level are never used in
 * the browser. This stand-in lets those declarations run (any builder call or property is the
 * stand-in again) without shipping zod; should a parse happen anyway it accepts the value as given.
 */
type Stub = ((...args: unknown[]) => Stub) & { [key: string]: Stub };

const accept = (value: unknown) => ({ success: true as const, data: value });

const stub: Stub = new Proxy(function stubSchema() {} as unknown as Stub, {
  get(_target, key) {
    if (key === 'safeParse') return accept;
    if (key === 'safeParseAsync') return async (value: unknown) => accept(value);
    if (key === 'parse') return (value: unknown) => value;
    if (key === 'parseAsync') return async (value: unknown) => value;
    if (key === Symbol.iterator) return function* empty() {};
    if (key === Symbol.toPrimitive) return () => 'zod-stub';
    if (key === 'then') return undefined; // not a thenable
    return stub;
  },
  apply() {
    return stub;
  },
});

export const z = stub;
export default stub;
