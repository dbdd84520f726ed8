import type { Principal } from "../auth/principal";
import { tokenError } from "../auth/tokens";
import { AppError } from "../http/errors";
import { log } from "../log";
import { deleteObjectsUnder } from "../storage/delete-objects";
import { deleteUserItems, type UserRecord, updateUser } from "./users";

export interface Profile {
  id: string;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  organization: string;
  created_at: string;
  updated_at: string;
}

/** The profile shape of the spec; the e-mail address is the user name people sign in with. */
export function profileOf(user: UserRecord): Profile {
  return {
    id: user.id,
    username: user.email,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    organization: user.company ?? "",
    created_at: user.created_at,
    updated_at: user.updated_at,
  };
}

export async function getProfile(principal: Principal): Promise<Profile> {
  return profileOf(principal.user);
}

export async function updateProfile(
  principal: Principal,
  changes: {
    first_name?: string | undefined;
    last_name?: string | undefined;
    organization?: string | undefined;
  },
): Promise<Profile> {
  const current = principal.user;
  const first = changes.first_name ?? current.first_name;
  const last = changes.last_name ?? current.last_name;
  const fields: Record<string, unknown> = {
    first_name: first,
    last_name: last,
    name: [first, last].filter(Boolean).join(" "),
    // Strictly later than the previous value, even within the same millisecond.
    updated_at: new Date(Math.max(Date.now(), Date.parse(current.updated_at) + 1)).toISOString(),
  };
  if (changes.organization !== undefined)
    fields.company = changes.organization === "" ? null : changes.organization;
  try {
    return profileOf(await updateUser(principal.userId, fields));
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND")
      throw tokenError("INVALID_TOKEN", "user_not_found");
    throw error;
  }
}

/** Irreversible: the user's files (users/<id>/ and pending uploads/<id>/) first, then every table item. */
export async function deleteAccount(principal: Principal): Promise<void> {
  const files =
    (await deleteObjectsUnder(`users/${principal.userId}/`, "the account's files")) +
    (await deleteObjectsUnder(`uploads/${principal.userId}/`, "the account's uploads"));
  const items = await deleteUserItems(principal.userId);
  log.info("account deleted", { user_id: principal.userId, items_deleted: items, files_deleted: files });
}
