import { randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, inject } from "vitest";
import { type ApiResponse, api, uniqueClientIp } from "./api";

// Account helpers for tests over HTTP: fresh addresses, the local mailbox, and a signed-in user.

export const strongPassword = "Correct-Horse-42";

export function uniqueEmail(label = "user"): string {
  return `${label}-${randomBytes(6).toString("hex")}@example.test`;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  links: string[];
  file: string;
}

/** The mails a stack wrote, oldest first: the test stack's, or those of the stack in `stateDir`. */
export function mailbox(stateDir: string = inject("stateDir")): Mail[] {
  const folder = join(stateDir, "mailbox");
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.endsWith(".json") && !name.startsWith("."))
    .sort()
    .map((file) => ({
      ...(JSON.parse(readFileSync(join(folder, file), "utf8")) as Omit<Mail, "file">),
      file,
    }));
}

export function mailsTo(to: string, subject?: RegExp): Mail[] {
  return mailbox().filter((mail) => mail.to === to && (!subject || subject.test(mail.subject)));
}

/** The newest mail to `to` (waiting briefly: the file is written before the response returns). */
export function lastMailTo(to: string, subject?: RegExp): Mail {
  const mails = mailsTo(to, subject);
  const mail = mails.at(-1);
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}

export function tokenFromLink(link: string): string {
  const token = new URL(link).searchParams.get("token");
  if (!token) throw new Error(`no token in ${link}`);
  return token;
}

export function register(
  email: string,
  options: { password?: string; name?: string; company?: string; clientIp?: string } = {},
): Promise<ApiResponse> {
  return api("/api/auth/register", {
    json: {
      email,
      password: options.password ?? strongPassword,
      name: options.name ?? "Ada Lovelace",
      ...(options.company ? { company: options.company } : {}),
    },
    clientIp: options.clientIp ?? uniqueClientIp(),
  });
}

export function verifyLinkFor(email: string): string {
  const link = lastMailTo(email, /confirm/i).links[0];
  if (!link) throw new Error("verification mail without link");
  return link;
}

export async function verify(email: string): Promise<ApiResponse> {
  const link = new URL(verifyLinkFor(email));
  return api(`${link.pathname}${link.search}`);
}

export function login(email: string, password = strongPassword, headers: Record<string, string> = {}) {
  return api("/api/auth/login", { form: { username: email, password }, headers, clientIp: uniqueClientIp() });
}

export interface SignedIn {
  email: string;
  userId: string;
  accessToken: string;
  refreshToken: string;
  cookie: string;
  response: ApiResponse;
}

/** Registers, verifies and signs in a new user. */
export async function signedInUser(label = "user", password = strongPassword): Promise<SignedIn> {
  const email = uniqueEmail(label);
  const registered = await register(email, { password });
  expect(registered.status, registered.text).toBe(201);
  expect((await verify(email)).status).toBe(200);
  const response = await login(email, password);
  expect(response.status, response.text).toBe(200);
  const body = response.json<{ access_token: string; refresh_token: string; user: { id: string } }>();
  return {
    email,
    userId: body.user.id,
    accessToken: body.access_token,
    refreshToken: body.refresh_token,
    cookie: refreshCookieFrom(response),
    response,
  };
}

/** `refresh_token=<value>` from a response's Set-Cookie, ready for a Cookie header. */
export function refreshCookieFrom(response: ApiResponse): string {
  const line = response.cookies.find((cookie) => cookie.startsWith("refresh_token="));
  if (!line) throw new Error("no refresh_token cookie");
  return line.split(";")[0] as string;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export function errorCode(response: ApiResponse): string {
  return response.json<{ error: { code: string } }>().error.code;
}

export function errorDetails(response: ApiResponse): Record<string, unknown> {
  return response.json<{ error: { details: Record<string, unknown> } }>().error.details;
}
