import webpush from "web-push";
import type { Db } from "../db/client.ts";

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** The school's VAPID key pair (issue 30): made on first use, kept in the database, the same on every instance. */
export class PushKeys {
  private cache = new Map<string, VapidKeys>();

  constructor(private readonly db: Db) {}

  async get(school: string): Promise<VapidKeys> {
    const known = this.cache.get(school);
    if (known) return known;
    const read = () =>
      this.db
        .selectFrom("pushKeys")
        .select(["publicKey", "privateKey"])
        .where("schoolCode", "=", school)
        .executeTakeFirst();
    let found = await read();
    if (!found) {
      const made = webpush.generateVAPIDKeys();
      await this.db
        .insertInto("pushKeys")
        .values({ schoolCode: school, ...made, createdAt: new Date().toISOString() })
        .onConflict((oc) => oc.column("schoolCode").doNothing())
        .execute();
      // Another instance may have stored its pair first: everyone signs with the stored one.
      found = await read();
    }
    if (!found) throw new Error(`no push keys for ${school}`);
    this.cache.set(school, found);
    return found;
  }
}
