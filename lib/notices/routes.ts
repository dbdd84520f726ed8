import * as v from "valibot";
import { defineRoute } from "../http/route";

// Completion notices: endpoints a user registers to be told when an analysis ends.

export const noticeEvents = ["analysis.completed", "analysis.failed"] as const;
export type NoticeEvent = (typeof noticeEvents)[number];

export const RegisterEndpointBody = v.object({
  url: v.pipe(v.string("is required"), v.minLength(1, "is required"), v.maxLength(2000)),
  events: v.pipe(
    v.array(v.picklist(noticeEvents, `must each be one of ${noticeEvents.join(", ")}`)),
    v.minLength(1, "give at least one event"),
    v.transform((events) => [...new Set(events)]),
  ),
});
export type RegisterEndpointBody = v.InferOutput<typeof RegisterEndpointBody>;

const EndpointView = v.object({
  id: v.string(),
  url: v.string(),
  events: v.array(v.picklist(noticeEvents)),
  created_at: v.string(),
});

export const registerEndpointRoute = defineRoute({
  operationId: "registerNoticeEndpoint",
  method: "POST",
  path: "/api/v1/webhooks",
  summary:
    "Register an https endpoint for completion notices; the signing secret is shown in this response only",
  tag: "webhooks",
  auth: "user",
  body: RegisterEndpointBody,
  successStatus: 201,
  response: v.object({ ...EndpointView.entries, secret: v.string() }),
});

export const listEndpointsRoute = defineRoute({
  operationId: "listNoticeEndpoints",
  method: "GET",
  path: "/api/v1/webhooks",
  summary: "The caller's notice endpoints",
  tag: "webhooks",
  auth: "user",
  successStatus: 200,
  response: v.object({ webhooks: v.array(EndpointView) }),
});

export const deleteEndpointRoute = defineRoute({
  operationId: "deleteNoticeEndpoint",
  method: "DELETE",
  path: "/api/v1/webhooks/{id}",
  summary: "Remove a notice endpoint",
  tag: "webhooks",
  auth: "user",
  params: v.object({ id: v.pipe(v.string(), v.regex(/^hook_[0-9a-f]{24}$/, "is not a webhook id")) }),
  successStatus: 204,
  errors: ["NOT_FOUND"],
});

export const DeliveryView = v.object({
  analysis_id: v.string(),
  event: v.picklist(noticeEvents),
  status: v.picklist(["sending", "delivered", "retrying", "failed", "refused", "dropped"]),
  attempts: v.array(
    v.object({
      attempt: v.number(),
      at: v.string(),
      status_code: v.optional(v.number()),
      error: v.optional(v.string()),
    }),
  ),
  updated_at: v.string(),
});
export type DeliveryView = v.InferOutput<typeof DeliveryView>;

export const listDeliveriesRoute = defineRoute({
  operationId: "listNoticeDeliveries",
  method: "GET",
  path: "/api/v1/webhooks/{id}/deliveries",
  summary:
    "The endpoint's most recent notice deliveries (up to 100 of the last 30 days), newest first, with every attempt's answer",
  tag: "webhooks",
  auth: "user",
  params: v.object({ id: v.pipe(v.string(), v.regex(/^hook_[0-9a-f]{24}$/, "is not a webhook id")) }),
  successStatus: 200,
  response: v.object({ deliveries: v.array(DeliveryView) }),
  errors: ["NOT_FOUND"],
});
