import { createHmac, randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import type { ServerResponse } from "node:http";
import { join } from "node:path";
import { installationIdOf } from "./codehost-access";
import { deliveryDocument, repositoryDocument } from "./codehost-documents";
import { HttpError, json } from "./codehost-http";
import type { Delivery, HostStore } from "./codehost-state";

// Webhook deliveries as the real host makes and keeps them: signed with HMAC-SHA256 of the exact
// body, a 10-second timeout, never retried on their own. The app lists them (`GET
// /app/hook/deliveries`, newest first, paged by cursor) and asks for one again (`POST
// .../{id}/attempts`). A repository folder holding `.codehost-hook-down` makes its deliveries fail
// as if the service could not be reached.

export interface HookOptions {
  reposDir: string;
  webhook?: { url: string; secret: string };
}

export class HookDeliveries {
  constructor(
    private readonly store: HostStore,
    private readonly options: HookOptions,
    private readonly base: string,
  ) {}

  async deliver(
    event: string,
    owner: string,
    name: string,
    isPrivate: boolean,
    payload: Record<string, unknown>,
  ): Promise<void> {
    if (!this.options.webhook) return;
    const body = JSON.stringify({
      ...payload,
      repository: repositoryDocument(this.base, owner, name, isPrivate),
      installation: { id: installationIdOf(owner) },
      sender: { login: owner },
    });
    const action = typeof payload.action === "string" ? payload.action : null;
    await this.attempt({ guid: randomUUID(), event, action, repository: `${owner}/${name}`, body }, false);
  }

  /** Every attempt kept, oldest first (`GET /api/_local/deliveries`). */
  log() {
    return this.store.state.hookDeliveries.map(deliveryDocument);
  }

  /** The app's delivery log: newest first, `per_page` at a time, `cursor` the last id seen. */
  async route(response: ServerResponse, method: string, parts: string[], url: URL): Promise<void> {
    const deliveries = this.store.state.hookDeliveries;
    if (method === "GET" && parts.length === 3) {
      const perPage = Math.min(100, Math.max(1, Number(url.searchParams.get("per_page") ?? 30) || 30));
      const cursor = Number(url.searchParams.get("cursor") ?? Number.POSITIVE_INFINITY);
      const older = deliveries.filter((d) => d.id < cursor).reverse();
      const page = older.slice(0, perPage);
      const last = page.at(-1);
      if (last && older.length > perPage) {
        const next = `${this.base}/api/app/hook/deliveries?per_page=${perPage}&cursor=${last.id}`;
        response.setHeader("Link", `<${next}>; rel="next"`);
      }
      return json(response, 200, page.map(deliveryDocument));
    }
    const found = deliveries.find((d) => String(d.id) === parts[3]);
    if (!found) throw new HttpError(404, "Not Found");
    if (method === "GET" && parts.length === 4) {
      return json(response, 200, {
        ...deliveryDocument(found),
        request: { payload: JSON.parse(found.body) },
      });
    }
    if (method === "POST" && parts.length === 5 && parts[4] === "attempts") {
      await this.attempt(found, true);
      return json(response, 202, {});
    }
    throw new HttpError(404, "Not Found");
  }

  private async attempt(
    delivery: Pick<Delivery, "guid" | "event" | "action" | "repository" | "body">,
    redelivery: boolean,
  ): Promise<void> {
    const webhook = this.options.webhook;
    if (!webhook) return;
    const record: Delivery = {
      ...delivery,
      id: this.store.nextId(),
      installation_id: installationIdOf(delivery.repository.split("/")[0] ?? ""),
      redelivery,
      status: "OK",
      status_code: 0,
      delivered_at: new Date().toISOString(),
    };
    if (existsSync(join(this.options.reposDir, delivery.repository, ".codehost-hook-down"))) {
      record.status = "Failed to connect to host";
    } else {
      try {
        const answer = await fetch(webhook.url, {
          method: "POST",
          signal: AbortSignal.timeout(10_000),
          headers: {
            "Content-Type": "application/json",
            "User-Agent": "LocalCodeHost-Hookshot",
            "X-GitHub-Event": delivery.event,
            "X-Codehost-Event": delivery.event,
            "X-GitHub-Delivery": delivery.guid,
            "X-Codehost-Delivery": delivery.guid,
            "X-Hub-Signature-256": `sha256=${createHmac("sha256", webhook.secret).update(delivery.body).digest("hex")}`,
          },
          body: delivery.body,
        });
        record.status_code = answer.status;
        record.status = answer.ok ? "OK" : `Invalid HTTP Response: ${answer.status}`;
        await answer.body?.cancel();
      } catch (error) {
        record.status = (error as Error).name === "TimeoutError" ? "timed out" : (error as Error).message;
      }
    }
    this.store.state.hookDeliveries.push(record);
    this.store.state.hookDeliveries = this.store.state.hookDeliveries.slice(-500);
    this.store.save();
  }
}
