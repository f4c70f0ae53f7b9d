/**
 * oidc-provider's storage adapter (its documented `Adapter` interface) over a Map with expiry:
 * the embedded provider keeps grants, codes and tokens in memory for the life of the process,
 * as its own quick-start adapter does, but as a choice of ours (no start-up warning).
 */
interface Stored {
  payload: Record<string, unknown>;
  expiresAt: number;
}

/**
 * An adapter class whose instances (one per model name: `AccessToken`, `RefreshToken`, `Grant`,
 * `Session`, ...) share one store: each provider gets its own with a new call.
 */
export function memoryAdapter() {
  const store = new Map<string, Stored>();
  const byUid = new Map<string, string>();
  const byUserCode = new Map<string, string>();
  const grants = new Map<string, Set<string>>();
  return class MemoryAdapter {
    constructor(private readonly model: string) {}

    private key(id: string) {
      return `${this.model}:${id}`;
    }

    async upsert(id: string, payload: Record<string, unknown>, expiresIn: number): Promise<void> {
      const key = this.key(id);
      store.set(key, {
        payload,
        expiresAt: expiresIn ? Date.now() + expiresIn * 1000 : Number.POSITIVE_INFINITY,
      });
      if (typeof payload.grantId === 'string') {
        const set = grants.get(payload.grantId) ?? new Set<string>();
        set.add(key);
        grants.set(payload.grantId, set);
      }
      if (typeof payload.uid === 'string') byUid.set(payload.uid, id);
      if (typeof payload.userCode === 'string') byUserCode.set(payload.userCode, id);
    }

    async find(id: string): Promise<Record<string, unknown> | undefined> {
      const key = this.key(id);
      const hit = store.get(key);
      if (!hit) return undefined;
      if (hit.expiresAt <= Date.now()) {
        store.delete(key);
        return undefined;
      }
      return hit.payload;
    }

    async findByUid(uid: string) {
      const id = byUid.get(uid);
      return id ? this.find(id) : undefined;
    }

    async findByUserCode(userCode: string) {
      const id = byUserCode.get(userCode);
      return id ? this.find(id) : undefined;
    }

    async consume(id: string): Promise<void> {
      const hit = store.get(this.key(id));
      if (hit) hit.payload.consumed = Math.floor(Date.now() / 1000);
    }

    async destroy(id: string): Promise<void> {
      store.delete(this.key(id));
    }

    /** Revokes every token of a grant: a reused refresh token ends its whole family this way. */
    async revokeByGrantId(grantId: string): Promise<void> {
      for (const key of grants.get(grantId) ?? []) store.delete(key);
      grants.delete(grantId);
    }
  };
}
