import type { Story } from '../types';

/**
 * The one authorization policy of the platform (docs/requirements/extranet.md#roles-by-folder,
 * decision 0860): which roles may see a story, a folder and each of their files, read from the
 * content. Pure: build an {@link AccessMap} from the stories, then ask it.
 */

/** Audience of public content: every visitor, logged in or not. */
export const ANYONE = 'anyone';
/** Role of content editors: every story and file. */
export const EDITOR_ROLE = 'editor';
/** Role every partner has: membership of the extranet (same value as libs/auth ROLE_PARTNER). */
export const MEMBER_ROLE = 'partner';
/** Folder of the extranet stories (docs/requirements/content.md#space-layout). */
export const EXTRANET_ROOT = 'global/extranet/';

/** What the policy says of a story or file. */
export interface AccessRule {
  /** Roles that may see it; empty: editors only. */
  roles: readonly string[];
  /** Slug of the story whose `roles` field set the rule, `public`, or null (no rule: denied). */
  source: string | null;
}

/** Roles of a viewer: null for an anonymous visitor. */
export type ViewerRoles = readonly string[] | null;

const PUBLIC_RULE: AccessRule = { roles: [ANYONE], source: 'public' };
const NO_RULE: AccessRule = { roles: [], source: null };

/** The default-language slug of a story (`global/extranet/x/` for a start page). */
export function slugOf(story: Pick<Story, 'full_slug' | 'default_full_slug'>): string {
  return story.default_full_slug ?? story.full_slug;
}

/** Whether a slug lies in the extranet (the folder itself included). */
export function isExtranetSlug(slug: string): boolean {
  return `${slug.replace(/^\/+/, '').replace(/\/$/, '')}/`.startsWith(EXTRANET_ROOT);
}

/** The `roles` field of a story's content: a list of role names, or null when absent or empty. */
export function ownRoles(content: unknown): string[] | null {
  const raw = (content as { roles?: unknown } | null)?.roles;
  const list = typeof raw === 'string' ? raw.split(',') : Array.isArray(raw) ? raw : [];
  const roles = list.filter((r): r is string => typeof r === 'string').map((r) => r.trim()).filter(Boolean);
  return roles.length ? [...new Set(roles)] : null;
}

/** Whether viewer roles satisfy a rule. */
export function mayView(viewer: ViewerRoles, rule: AccessRule): boolean {
  if (rule.roles.includes(ANYONE)) return true;
  if (!viewer) return false;
  if (viewer.includes(EDITOR_ROLE)) return true;
  return viewer.includes(MEMBER_ROLE) && rule.roles.some((r) => viewer.includes(r));
}

/**
 * The fewest of a viewer's roles that still satisfy a rule (least privilege, decision 0962),
 * sorted so equal grants compare equal; null when the viewer may not see it.
 */
export function grantedRoles(viewer: ViewerRoles, rule: AccessRule): string[] | null {
  if (!mayView(viewer, rule) || !viewer) return null;
  if (rule.roles.includes(ANYONE)) return [];
  if (viewer.includes(EDITOR_ROLE)) return [EDITOR_ROLE];
  return [...new Set([MEMBER_ROLE, ...rule.roles.filter((r) => viewer.includes(r))])].sort();
}

/** `/f/{space}/.../{file}` of an asset URL or path (`https://a.storyblok.com/f/...`, `/_assets/f/...`, `/_extranet-assets/f/...`), without the image-service part; null otherwise. */
export function assetKey(urlOrPath: string): string | null {
  const at = urlOrPath.indexOf('/f/');
  if (at < 0) return null;
  let path = urlOrPath.slice(at).split(/[?#]/)[0]!;
  const m = path.indexOf('/m/');
  if (m > 0) path = path.slice(0, m);
  try {
    path = decodeURI(path);
  } catch {
    return null;
  }
  return /^\/f\/\d+\/[^/]+(\/[^/]+)*$/.test(path) ? path : null;
}

function collectAssets(node: unknown, out: Set<string>, depth = 0): void {
  if (depth > 60 || node === null || node === undefined) return;
  if (typeof node === 'string') {
    if (node.includes('/f/')) {
      const key = assetKey(node);
      if (key) out.add(key);
    }
    return;
  }
  if (Array.isArray(node)) {
    for (const n of node) collectAssets(n, out, depth + 1);
    return;
  }
  if (typeof node === 'object') for (const v of Object.values(node)) collectAssets(v, out, depth + 1);
}

/** Parent folders of a slug, deepest first, as start-page slugs (`global/extranet/a/`). */
function foldersOf(slug: string): string[] {
  const parts = slug.replace(/\/$/, '').split('/');
  const out: string[] = [];
    // A start page's own `roles` were already asked as the story's own.
  for (let n = parts.length - 1; n >= 1; n--) out.push(`${parts.slice(0, n).join('/')}/`);
  return out;
}

/** The policy over a set of stories (at least every extranet story, default language). */
export class AccessMap {
  private readonly startPageRoles = new Map<string, string[]>();
  private readonly ownRules = new Map<string, string[]>();
  private readonly byUuid = new Map<string, string>();
  private readonly files = new Map<string, AccessRule[]>();

  constructor(stories: Iterable<Story>) {
    const list = [...stories].filter((s) => !(s as Story & { is_folder?: boolean }).is_folder);
    for (const s of list) {
      const slug = slugOf(s);
      this.byUuid.set(s.uuid, slug);
      const roles = ownRoles(s.content);
      if (!roles || !isExtranetSlug(slug)) continue;
      this.ownRules.set(slug, roles);
      if (s.is_startpage || slug.endsWith('/')) this.startPageRoles.set(slug.endsWith('/') ? slug : `${slug}/`, roles);
    }
    for (const s of list) {
      const assets = new Set<string>();
      collectAssets(s.content, assets);
      const rule = this.ruleForSlug(slugOf(s));
      for (const a of assets) this.files.set(a, [...(this.files.get(a) ?? []), rule]);
    }
  }

  /** The rule of the story at a default-language slug (public, an inherited rule, or none). */
  ruleForSlug(slug: string): AccessRule {
    const clean = slug.replace(/^\/+/, '');
    if (!isExtranetSlug(clean)) return PUBLIC_RULE;
    const own = this.ownRules.get(clean);
    if (own) return { roles: own, source: clean };
    for (const folder of foldersOf(clean)) {
      if (!isExtranetSlug(folder)) break;
      const roles = this.startPageRoles.get(folder);
      if (roles) return { roles, source: folder };
    }
    return NO_RULE;
  }

  ruleForStory(story: Pick<Story, 'full_slug' | 'default_full_slug'>): AccessRule {
    return this.ruleForSlug(slugOf(story));
  }

  /** The rule of a story by uuid; a uuid the map does not know has no rule (denied). */
  ruleForUuid(uuid: string): AccessRule {
    const slug = this.byUuid.get(uuid);
    return slug === undefined ? NO_RULE : this.ruleForSlug(slug);
  }

  /** The rule of a file: the union of its referencing stories' rules; none referencing: editors only. */
  ruleForAsset(urlOrPath: string): AccessRule {
    const key = assetKey(urlOrPath);
    const rules = key ? this.files.get(key) : undefined;
    if (!rules?.length) return NO_RULE;
    if (rules.some((r) => r.roles.includes(ANYONE))) return PUBLIC_RULE;
    const roles = [...new Set(rules.flatMap((r) => r.roles))];
    return { roles, source: rules.map((r) => r.source).filter(Boolean).join(' ') || null };
  }

  canSeeStory(viewer: ViewerRoles, story: Pick<Story, 'full_slug' | 'default_full_slug'>): boolean {
    return mayView(viewer, this.ruleForStory(story));
  }

  canSee(viewer: ViewerRoles, uuid: string): boolean {
    return mayView(viewer, this.ruleForUuid(uuid));
  }

  canSeeAsset(viewer: ViewerRoles, urlOrPath: string): boolean {
    return mayView(viewer, this.ruleForAsset(urlOrPath));
  }

  /** Every file the map knows with its rule (the matrix test, audits). */
  assets(): { asset: string; rule: AccessRule }[] {
    return [...this.files.keys()].sort().map((asset) => ({ asset, rule: this.ruleForAsset(asset) }));
  }
}

/** The `roles` of a search record: the rule's roles plus {@link EDITOR_ROLE} (docs/requirements/extranet.md#access). */
export function recordRoles(rule: AccessRule): string[] {
  return rule.roles.includes(ANYONE) ? [ANYONE] : [...new Set([...rule.roles, EDITOR_ROLE])];
}

/** The Algolia `filters` of a viewer's search key: `roles:anyone OR roles:partner OR ...`. */
export function rolesFilter(viewer: ViewerRoles): string {
  const member = Boolean(viewer && (viewer.includes(MEMBER_ROLE) || viewer.includes(EDITOR_ROLE)));
  const roles = [ANYONE, ...(member ? viewer! : [])].filter((r) => /^[\w.-]{1,64}$/.test(r));
  return [...new Set(roles)].map((r) => `roles:${r}`).join(' OR ');
}
