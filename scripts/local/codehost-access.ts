import { createHash, createPublicKey, randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { importSPKI, jwtVerify } from "jose";
import { HttpError, json } from "./codehost-http";
import type { HostStore } from "./codehost-state";

// Who is calling the local code host, as on the real one: the app proves itself with a JWT signed
// by its private key and trades it for an installation token; an installation token acts for its
// owner's repositories; any other token is a user's.

export type Caller =
  | { kind: "anonymous" }
  | { kind: "user"; token: string }
  | { kind: "installation"; owner: string };

/** Stable installation ids: one per owner folder, derived from its name. */
export function installationIdOf(owner: string): number {
  return (createHash("sha256").update(owner).digest().readUInt32BE(0) % 90_000_000) + 10_000_000;
}

export function installationDocument(owner: string, appId: string) {
  return {
    id: installationIdOf(owner),
    account: { login: owner, id: installationIdOf(owner), type: "Organization" },
    app_id: Number(appId),
    target_type: "Organization",
    repository_selection: "all",
  };
}

export class AppAccess {
  private readonly publicKey: ReturnType<typeof importSPKI>;

  constructor(
    private readonly store: HostStore,
    private readonly app: { id: string; privateKeyPem: string },
  ) {
    const spki = createPublicKey(app.privateKeyPem).export({ type: "spki", format: "pem" }).toString();
    this.publicKey = importSPKI(spki, "RS256");
  }

  caller(request: IncomingMessage): Caller {
    const token = /^(?:Bearer|token) (.+)$/i.exec(request.headers.authorization ?? "")?.[1];
    if (!token) return { kind: "anonymous" };
    const installation = this.store.state.tokens[token];
    if (installation) {
      if (installation.expires_at < new Date().toISOString()) throw new HttpError(401, "Bad credentials");
      return { kind: "installation", owner: installation.owner };
    }
    return { kind: "user", token };
  }

  requireInstallation(request: IncomingMessage, full: string): void {
    const caller = this.caller(request);
    if (caller.kind !== "installation" || caller.owner !== full.split("/")[0]) {
      throw new HttpError(403, "Resource not accessible by integration");
    }
  }

  async requireAppJwt(request: IncomingMessage): Promise<void> {
    const token = /^Bearer (.+)$/i.exec(request.headers.authorization ?? "")?.[1];
    if (!token) throw new HttpError(401, "A JSON web token is required");
    const verified = await jwtVerify(token, await this.publicKey, { algorithms: ["RS256"] }).catch(
      () => undefined,
    );
    if (!verified || String(verified.payload.iss) !== this.app.id) {
      throw new HttpError(401, "A JSON web token could not be decoded");
    }
  }

  /** `GET /app/installations` and `POST /app/installations/{id}/access_tokens` (app JWT checked). */
  installationRoute(response: ServerResponse, method: string, parts: string[], owners: string[]) {
    if (method === "GET" && parts.length === 2) {
      return json(
        response,
        200,
        owners.map((owner) => installationDocument(owner, this.app.id)),
      );
    }
    if (method === "POST" && parts[3] === "access_tokens") {
      const owner = owners.find((candidate) => String(installationIdOf(candidate)) === parts[2]);
      if (!owner) throw new HttpError(404, "Not Found");
      const token = `ghs_${randomBytes(18).toString("hex")}`;
      const expiresAt = new Date(Date.now() + 3600_000).toISOString();
      this.store.state.tokens[token] = { owner, expires_at: expiresAt };
      this.store.save();
      return json(response, 201, {
        token,
        expires_at: expiresAt,
        permissions: {},
        repository_selection: "all",
      });
    }
    throw new HttpError(404, "Not Found");
  }
}
