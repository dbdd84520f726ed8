import type { Principal } from "../auth/principal";
import { changeBalance } from "../credits/ledger";
import { AppError } from "../http/errors";
import { log } from "../log";
import { loginUser } from "./login";
import type { Role } from "./roles";
import { getUser, updateUser } from "./users";

export async function adminUpdateUser(
  admin: Principal,
  userId: string,
  changes: { role?: Role | undefined; credit_grant?: number | undefined },
) {
  if (changes.role === undefined && changes.credit_grant === undefined) {
    throw new AppError("VALIDATION_ERROR", "Give a role, a credit_grant or both", {
      details: { fields: [{ field: "body", message: "role or credit_grant is required" }] },
    });
  }
  const user = await getUser(userId);
  if (!user) throw new AppError("NOT_FOUND", "No such user");
  if (changes.role !== undefined && changes.role !== user.role) {
    await updateUser(userId, { role: changes.role, updated_at: new Date().toISOString() });
    log.info("role changed by an administrator", {
      admin_id: admin.userId,
      user_id: userId,
      from: user.role,
      to: changes.role,
    });
  }
  if (changes.credit_grant !== undefined) {
    const entry = await changeBalance({
      userId,
      amount: changes.credit_grant,
      type: "admin_grant",
      reference: `admin:${admin.userId}`,
    });
    log.info("credits granted by an administrator", {
      admin_id: admin.userId,
      user_id: userId,
      amount: changes.credit_grant,
      entry_id: entry.entry_id,
    });
  }
  const updated = await getUser(userId);
  if (!updated) throw new AppError("NOT_FOUND", "No such user");
  return { ...loginUser(updated), email_verified: updated.email_verified };
}
