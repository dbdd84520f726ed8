import * as v from "valibot";
import { defineRoute } from "../http/route";
import { EmailSchema, PasswordSchema } from "./credential-schemas";
import { roles } from "./roles";

// Contracts of the account endpoints: /api/auth/*, /api/v1/users/me, /api/v1/api-keys, admin.

const text = (max: number) =>
  v.pipe(v.string("must be a string"), v.trim(), v.maxLength(max, `must be at most ${max} characters`));
const requiredText = (max: number) => v.pipe(text(max), v.minLength(1, "is required"));
const timestamp = v.pipe(v.string(), v.isoTimestamp());
const Message = v.object({ message: v.string() });
const roleSchema = v.picklist(roles);

export const RegisterBody = v.object({
  email: EmailSchema,
  password: PasswordSchema,
  name: requiredText(100),
  company: v.optional(text(100)),
});

export const RegisteredUserSchema = v.object({
  id: v.string(),
  email: v.string(),
  name: v.string(),
  company: v.nullable(v.string()),
  role: roleSchema,
  created_at: timestamp,
  email_verified: v.boolean(),
});

export const registerRoute = defineRoute({
  operationId: "register",
  method: "POST",
  path: "/api/auth/register",
  summary: "Create an account; a verification link is e-mailed",
  tag: "auth",
  auth: "public",
  body: RegisterBody,
  successStatus: 201,
  response: v.object({ user: RegisteredUserSchema, message: v.string() }),
  errors: ["EMAIL_EXISTS", "RATE_LIMIT_EXCEEDED"],
});

export const LoginUserSchema = v.object({
  id: v.string(),
  email: v.string(),
  name: v.string(),
  role: roleSchema,
  credit_balance: v.pipe(v.number(), v.integer()),
});

const TokenPairSchema = v.object({
  access_token: v.string(),
  refresh_token: v.string(),
  token_type: v.literal("bearer"),
  expires_in: v.pipe(v.number(), v.integer()),
});

export const loginRoute = defineRoute({
  operationId: "login",
  method: "POST",
  path: "/api/auth/login",
  summary: "Sign in with e-mail and password; the refresh token is also set as an HttpOnly cookie",
  tag: "auth",
  auth: "public",
  sameSiteOnly: true,
  bodyTypes: ["form"],
  body: v.object({
    username: v.pipe(v.string("must be a string"), v.minLength(1, "is required"), v.maxLength(254)),
    password: v.pipe(v.string("must be a string"), v.minLength(1, "is required"), v.maxLength(1024)),
  }),
  successStatus: 200,
  response: v.object({ ...TokenPairSchema.entries, user: LoginUserSchema }),
  errors: ["INVALID_CREDENTIALS", "EMAIL_NOT_VERIFIED", "ACCOUNT_LOCKED", "FORBIDDEN"],
});

export const refreshRoute = defineRoute({
  operationId: "refreshTokens",
  method: "POST",
  path: "/api/auth/refresh",
  summary: "Exchange the refresh_token cookie for a new token pair (the old refresh token is spent)",
  tag: "auth",
  auth: "public",
  sameSiteOnly: true,
  successStatus: 200,
  response: TokenPairSchema,
  errors: ["INVALID_REFRESH_TOKEN", "FORBIDDEN"],
});

export const logoutRoute = defineRoute({
  operationId: "logout",
  method: "POST",
  path: "/api/auth/logout",
  summary: "End the session: its access and refresh tokens are refused from now on",
  tag: "auth",
  auth: "user",
  successStatus: 200,
  response: Message,
});

export const verifyEmailRoute = defineRoute({
  operationId: "verifyEmail",
  method: "GET",
  path: "/api/auth/verify-email",
  summary: "Confirm an e-mail address with the token from the mailed link",
  tag: "auth",
  auth: "public",
  query: v.object({ token: requiredText(200) }),
  successStatus: 200,
  response: v.object({ message: v.string(), email_verified: v.boolean() }),
  errors: ["INVALID_VERIFICATION_TOKEN"],
});

export const resendVerificationRoute = defineRoute({
  operationId: "resendVerificationEmail",
  method: "POST",
  path: "/api/auth/verify-email/resend",
  summary: "Mail a new verification link; earlier links stop working",
  tag: "auth",
  auth: "user",
  allowUnverified: true,
  successStatus: 200,
  response: v.object({ message: v.string(), email_verified: v.boolean() }),
  errors: ["RATE_LIMIT_EXCEEDED"],
});

export const passwordResetRoute = defineRoute({
  operationId: "requestPasswordReset",
  method: "POST",
  path: "/api/auth/password-reset",
  summary: "Mail a password-reset link; the answer is the same whether or not the account exists",
  tag: "auth",
  auth: "public",
  body: v.object({ email: EmailSchema }),
  successStatus: 200,
  response: Message,
  errors: ["RATE_LIMIT_EXCEEDED"],
});

export const passwordResetConfirmRoute = defineRoute({
  operationId: "confirmPasswordReset",
  method: "POST",
  path: "/api/auth/password-reset/confirm",
  summary: "Set a new password with a reset token; every session of the account ends",
  tag: "auth",
  auth: "public",
  body: v.object({ token: requiredText(200), new_password: PasswordSchema }),
  successStatus: 200,
  response: Message,
  errors: ["INVALID_RESET_TOKEN"],
});

export const ProfileSchema = v.object({
  id: v.string(),
  username: v.string(),
  email: v.string(),
  first_name: v.string(),
  last_name: v.string(),
  organization: v.string(),
  created_at: timestamp,
  updated_at: timestamp,
});

const noControlCharacters = v.regex(/^[^\p{Cc}]*$/u, "must not contain control characters");

export const getMeRoute = defineRoute({
  operationId: "getMyProfile",
  method: "GET",
  path: "/api/v1/users/me",
  summary: "The caller's profile",
  tag: "users",
  auth: "user",
  successStatus: 200,
  response: ProfileSchema,
});

export const updateMeRoute = defineRoute({
  operationId: "updateMyProfile",
  method: "PUT",
  path: "/api/v1/users/me",
  summary: "Change first name, last name or organization",
  tag: "users",
  auth: "user",
  // Unknown fields (role, credits, e-mail, ...) are refused, not silently ignored.
  body: v.pipe(
    v.strictObject({
      first_name: v.optional(v.pipe(requiredText(100), noControlCharacters)),
      last_name: v.optional(v.pipe(text(100), noControlCharacters)),
      organization: v.optional(v.pipe(text(100), noControlCharacters)),
    }),
    v.check(
      (body) => Object.keys(body).length > 0,
      "give at least one of first_name, last_name, organization",
    ),
  ),
  successStatus: 200,
  response: ProfileSchema,
});

export const deleteMeRoute = defineRoute({
  operationId: "deleteMyAccount",
  method: "DELETE",
  path: "/api/v1/users/me",
  summary: "Delete the account and everything it owns, irreversibly",
  tag: "users",
  auth: "user",
  successStatus: 204,
});

const ApiKeySchema = v.object({
  id: v.string(),
  name: v.string(),
  prefix: v.string(),
  created_at: timestamp,
  last_used_at: v.nullable(timestamp),
});

export const createApiKeyRoute = defineRoute({
  operationId: "createApiKey",
  method: "POST",
  path: "/api/v1/api-keys",
  summary: "Create an API key for X-API-Key; the key is shown once, only its hash is kept",
  tag: "api-keys",
  auth: "user",
  feature: "api_access",
  body: v.object({ name: v.pipe(requiredText(100), noControlCharacters) }),
  successStatus: 201,
  response: v.object({ ...ApiKeySchema.entries, key: v.string() }),
});

export const listApiKeysRoute = defineRoute({
  operationId: "listApiKeys",
  method: "GET",
  path: "/api/v1/api-keys",
  summary: "The caller's API keys (prefix, name, created, last used; never the key)",
  tag: "api-keys",
  auth: "user",
  successStatus: 200,
  response: v.object({ api_keys: v.array(ApiKeySchema) }),
});

export const revokeApiKeyRoute = defineRoute({
  operationId: "revokeApiKey",
  method: "DELETE",
  path: "/api/v1/api-keys/{id}",
  summary: "Revoke an API key",
  tag: "api-keys",
  auth: "user",
  params: v.object({ id: v.pipe(v.string(), v.regex(/^key_[0-9a-f]{24}$/, "must be an API key id")) }),
  successStatus: 204,
  errors: ["NOT_FOUND"],
});

export const adminUpdateUserRoute = defineRoute({
  operationId: "adminUpdateUser",
  method: "PATCH",
  path: "/api/v1/admin/users/{id}",
  summary: "Administrators: change a user's role and/or grant credits",
  tag: "admin",
  auth: "user",
  roles: ["admin"],
  params: v.object({ id: v.pipe(v.string(), v.regex(/^user_[0-9a-f]{24}$/, "must be a user id")) }),
  body: v.strictObject({
    role: v.optional(roleSchema),
    credit_grant: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000_000))),
  }),
  successStatus: 200,
  response: v.object({ ...LoginUserSchema.entries, email_verified: v.boolean() }),
  errors: ["NOT_FOUND"],
});
