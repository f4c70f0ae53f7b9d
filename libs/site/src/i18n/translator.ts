/**
 * The browser's translator (decision 0968): the part of i18next the site's pages use, in about
 * 1 KB gzip instead of i18next's 15 KB in every page's first load
 * (docs/requirements/performance.md#front-end-budget). The client build resolves `i18next` to this
 * module (`lightI18nextPlugin`); the server and the tests keep i18next itself, and
 * translator.test.ts checks that both give the same string for every key of every locale.
 *
 * What it does as i18next 23 does with the site's options (`escapeValue: false`, the default
 * separators `.` and `:`): nested keys; a `ns:` prefix; the locale then
 * `fallbackLng`; plurals by `count` with the locale's own `Intl.PluralRules` (`key_one`,
 * `key_few`, `key_many`, `key_other`, `key_zero` for a count of 0, then the bare key), tried per
 * language; `{{name}}` interpolation from the options (a nested `{{a.b}}` too), a missing value
 * left as written, an option present but undefined as ''; `defaultValue`; an unknown key gives
 * the key. What it does not do (nesting `$t()`, formats, context, ordinals, `returnObjects`,
 * loading backends) the site's strings never ask for: the equality test fails if they start to.
 */

/** Nested strings of one namespace. */
export type Strings = { [key: string]: string | Strings };
/** `{ [lng]: { [namespace]: strings } }`, i18next's `Resource`. */
export type Resources = Record<string, Record<string, Strings>>;
/** The options of `t` the site uses: interpolation values, `count`, `defaultValue`, `ns`, `lng`. */
export type TOptions = Record<string, unknown>;
/** `t(key, options)`: the translated string. */
export type TFunction = (key: string | string[], options?: TOptions | string) => string;

/** The init options read here; any other i18next option is accepted and ignored. */
export interface InitOptions {
  lng?: string;
  fallbackLng?: string | false;
  resources?: Resources;
  ns?: string | readonly string[];
  defaultNS?: string;
  [option: string]: unknown;
}

interface Plugin {
  type: string;
  init?: (instance: Translator) => void;
}

const rules = new Map<string, Intl.PluralRules | null>();

/** `_one`, `_few`... for `count` in `code`, as i18next's PluralResolver with `Intl` (empty when the language has no rules). */
function pluralSuffix(code: string, count: number): string {
  let rule = rules.get(code);
  if (rule === undefined) {
    try {
      rule = new Intl.PluralRules(code, { type: 'cardinal' });
    } catch {
      rule = null;
    }
    rules.set(code, rule);
  }
  return rule ? `_${rule.select(count)}` : '';
}

/** The value at `path` (`a.b.c`) of a nested object; a flat key holding dots is found too (i18next's deepFind). */
function deepFind(tree: unknown, path: string): unknown {
  if (typeof tree !== 'object' || tree === null) return undefined;
  const node = tree as Record<string, unknown>;
  if (path in node) return node[path];
  const parts = path.split('.');
  for (let i = parts.length - 1; i > 0; i--) {
    const head = parts.slice(0, i).join('.');
    if (head in node) {
      const found = deepFind(node[head], parts.slice(i).join('.'));
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

/**
 * i18next's test before reading `ns:` off a key: a key without the characters of a sentence
 * (space , ? ! ;), or whose part before the first `.` has none, is a path; a sentence keeps its colon.
 */
function looksLikeObjectPath(key: string): boolean {
  const sentence = /[ ,?!;]/;
  if (!sentence.test(key)) return true;
  const dot = key.indexOf('.');
  return dot > 0 && !sentence.test(key.slice(0, dot));
}

/** i18next's interpolation with `escapeValue: false` and `skipOnVariables` (its defaults otherwise). */
function interpolate(text: string, data: TOptions): string {
  return text.replace(/\{\{(.+?)\}\}/g, (match, name: string) => {
    const key = name.trim();
    const value = deepFind(data, key);
    if (value === undefined) return Object.prototype.hasOwnProperty.call(data, key) ? '' : match;
    return value === null ? '' : String(value);
  });
}

/**
 * One page's translator: an i18next-shaped instance (`init`, `use`, `t`, `getFixedT`,
 * `language`, `changeLanguage`, `hasResourceBundle`, `addResourceBundle`, `on`/`off`), synchronous.
 */
export class Translator {
  language = '';
  languages: string[] = [];
  isInitialized = false;
  options: InitOptions = {};
  private resources: Resources = {};
  private plugins: Plugin[] = [];
  private listeners = new Map<string, Set<(...args: unknown[]) => void>>();

  /** Registers a plugin (react's `initReactI18next`), initialised with this instance by `init`. */
  use(plugin: Plugin): this {
    this.plugins.push(plugin);
    return this;
  }

  /** Takes the resources and language at once (i18next's `initImmediate: false`); resolves with `t`. */
  init(options: InitOptions = {}, callback?: (error: unknown, t: TFunction) => void): Promise<TFunction> {
    this.options = { ...options };
    this.resources = structuredClone(options.resources ?? {});
    this.setLanguage(options.lng ?? 'en');
    this.isInitialized = true;
    for (const plugin of this.plugins) plugin.init?.(this);
    const t = this.t;
    callback?.(null, t);
    this.emit('initialized', this.options);
    return Promise.resolve(t);
  }

  /** A new instance (i18next's `createInstance`), not initialised. */
  createInstance(options?: InitOptions, callback?: (error: unknown, t: TFunction) => void): Translator {
    const instance = new Translator();
    if (options) void instance.init(options, callback);
    return instance;
  }

  private setLanguage(lng: string) {
    this.language = lng;
    const fallback = this.options.fallbackLng;
    this.languages = typeof fallback === 'string' && fallback !== lng ? [lng, fallback] : [lng];
  }

  /** Switches the language (the resources must already be there: nothing is loaded) and tells the listeners. */
  changeLanguage(lng?: string, callback?: (error: unknown, t: TFunction) => void): Promise<TFunction> {
    if (lng && lng !== this.language) {
      this.setLanguage(lng);
      this.emit('languageChanged', lng);
    }
    callback?.(null, this.t);
    return Promise.resolve(this.t);
  }

  /** Subscribes to `languageChanged`, `added`, `initialized`. */
  on(event: string, listener: (...args: unknown[]) => void): this {
    let set = this.listeners.get(event);
    if (!set) this.listeners.set(event, (set = new Set()));
    set.add(listener);
    return this;
  }

  off(event: string, listener?: (...args: unknown[]) => void): this {
    if (listener) this.listeners.get(event)?.delete(listener);
    else this.listeners.delete(event);
    return this;
  }

  private emit(event: string, ...args: unknown[]) {
    for (const listener of this.listeners.get(event) ?? []) listener(...args);
  }

  hasResourceBundle(lng: string, ns: string): boolean {
    return this.resources[lng]?.[ns] !== undefined;
  }

  getResourceBundle(lng: string, ns: string): Strings | undefined {
    return this.resources[lng]?.[ns];
  }

  /** Adds strings to a namespace (`deep`: merged into it, `overwrite`: theirs win). */
  addResourceBundle(lng: string, ns: string, strings: Strings, deep = false, overwrite = false): this {
    const lngStrings = (this.resources[lng] ??= {});
    const merge = (target: Strings, source: Strings) => {
      for (const [key, value] of Object.entries(source)) {
        const existing = target[key];
        if (deep && typeof value === 'object' && typeof existing === 'object') merge(existing, value);
        else if (overwrite || existing === undefined) target[key] = typeof value === 'object' ? structuredClone(value) : value;
      }
    };
    merge((lngStrings[ns] ??= {}), strings);
    this.emit('added', lng, ns);
    return this;
  }

  /** Whether the language has the namespace (react-i18next asks before rendering). */
  hasLoadedNamespace(ns: string): boolean {
    return this.languages.some((lng) => this.hasResourceBundle(lng, ns));
  }

  /** Translates `key` (or the first key of a list that is found) in the current language; see the module comment. */
  t: TFunction = (key, options) => this.translate(key, typeof options === 'string' ? { defaultValue: options } : (options ?? {}));

  /** A `t` bound to a language and namespace (react-i18next's hook uses it). */
  getFixedT(lng: string | null, ns?: string | readonly string[] | null, keyPrefix?: string): TFunction {
    return (key, options) => {
      const o: TOptions = typeof options === 'string' ? { defaultValue: options } : { ...options };
      if (lng && o.lng === undefined) o.lng = lng;
      if (ns && o.ns === undefined) o.ns = ns;
      const keys = Array.isArray(key) ? key : [key];
      return this.translate(keyPrefix ? keys.map((k) => `${keyPrefix}.${k}`) : keys, o);
    };
  }


  private translate(key: string | string[], options: TOptions): string {
    const keys = Array.isArray(key) ? key : [key];
    const fallbackNs = options.ns ?? this.options.defaultNS ?? 'translation';
    const lng = typeof options.lng === 'string' ? options.lng : this.language;
    const fallback = this.options.fallbackLng;
    const codes = typeof fallback === 'string' && fallback !== lng ? [lng, fallback] : [lng];
    const count = options.count;
    const plural = count !== undefined && typeof count !== 'string';
    let lastKey = '';
    for (const full of keys) {
      let name = full;
      let namespaces = typeof fallbackNs === 'string' ? [fallbackNs] : [...(fallbackNs as string[])];
      if (full.includes(':') && looksLikeObjectPath(full)) {
        const parts = full.split(':');
        namespaces = [parts.shift()!];
        name = parts.join('.');
      }
      lastKey = name;
      for (const ns of namespaces) {
        for (const code of codes) {
          const candidates = [name];
          if (plural) {
            candidates.push(name + pluralSuffix(code, Number(count)));
            if (count === 0) candidates.push(`${name}_zero`);
          }
          for (let i = candidates.length - 1; i >= 0; i--) {
            const found = deepFind(this.resources[code]?.[ns], candidates[i]!);
            if (typeof found === 'string') return interpolate(found, options);
          }
        }
      }
    }
    const defaultValue = options.defaultValue;
    return interpolate(typeof defaultValue === 'string' ? defaultValue : lastKey, options);
  }
}

/** i18next's default instance (never initialised by the site: libraries fall back to it only in tests and demos). */
const defaultInstance = new Translator();

/** A new, uninitialised translator (i18next's `createInstance`). */
export const createInstance = (options?: InitOptions, callback?: (error: unknown, t: TFunction) => void): Translator =>
  defaultInstance.createInstance(options, callback);

export default defaultInstance;
