import type { Adapter, AdapterPayload } from 'oidc-provider';

/**
 * oidc-provider's storage, in memory: right for a development issuer whose sessions may vanish on restart (the
 * portal's own sessions do not depend on it). Given explicitly so the provider does not warn about its default.
 */
export class MemoryAdapter implements Adapter {
  private static readonly store = new Map<string, { payload: AdapterPayload; expiresAt?: number }>();
  private static readonly grants = new Map<string, Set<string>>();

  constructor(private readonly model: string) {}

  private key(id: string): string {
    return `${this.model}:${id}`;
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
    MemoryAdapter.store.set(this.key(id), {
      payload,
      expiresAt: expiresIn ? Date.now() + expiresIn * 1000 : undefined,
    });
    if (payload.grantId) {
      const ids = MemoryAdapter.grants.get(payload.grantId) ?? new Set<string>();
      ids.add(this.key(id));
      MemoryAdapter.grants.set(payload.grantId, ids);
    }
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    const entry = MemoryAdapter.store.get(this.key(id));
    if (!entry) return undefined;
    if (entry.expiresAt !== undefined && entry.expiresAt < Date.now()) {
      MemoryAdapter.store.delete(this.key(id));
      return undefined;
    }
    return entry.payload;
  }

  async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    for (const [key, entry] of MemoryAdapter.store) {
      if (key.startsWith(`${this.model}:`) && entry.payload.userCode === userCode) return entry.payload;
    }
    return undefined;
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    for (const [key, entry] of MemoryAdapter.store) {
      if (key.startsWith(`${this.model}:`) && entry.payload.uid === uid) return entry.payload;
    }
    return undefined;
  }

  async consume(id: string): Promise<void> {
    const entry = MemoryAdapter.store.get(this.key(id));
    if (entry) entry.payload.consumed = Math.floor(Date.now() / 1000);
  }

  async destroy(id: string): Promise<void> {
    MemoryAdapter.store.delete(this.key(id));
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    for (const key of MemoryAdapter.grants.get(grantId) ?? []) MemoryAdapter.store.delete(key);
    MemoryAdapter.grants.delete(grantId);
  }
}
