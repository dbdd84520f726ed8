import type { Role } from "../accounts/roles";
import type { UserRecord } from "../accounts/users";

/** Who is calling: set by the handler factory on every route with `auth: "user"`. */
export interface Principal {
  userId: string;
  email: string;
  role: Role;
  /** The profile as the credential check read it; handlers use it rather than read it again. */
  user: UserRecord;
  /** The sign-in session behind an access token; absent for API keys. */
  sessionId?: string;
  via: "token" | "api_key";
  apiKeyId?: string;
  /** `verify_email`: a restricted token, accepted only where a route allows unverified users. */
  scope?: "verify_email";
}
