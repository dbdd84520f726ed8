import { AppError } from "../http/errors";

// The spec's roles and allowances, the one table every check reads.

export const roles = ["free", "pro", "enterprise", "admin"] as const;
export type Role = (typeof roles)[number];

export interface Allowance {
  /** -1 means unlimited. */
  analyses_per_month: number;
  private_repos: boolean;
  api_access: boolean;
  priority_support: boolean;
  custom_integrations: boolean;
}

export type Feature = { [K in keyof Allowance]: Allowance[K] extends boolean ? K : never }[keyof Allowance];

export const allowances: Record<Role, Allowance> = {
  free: {
    analyses_per_month: 50,
    private_repos: false,
    api_access: false,
    priority_support: false,
    custom_integrations: false,
  },
  pro: {
    analyses_per_month: 500,
    private_repos: true,
    api_access: true,
    priority_support: true,
    custom_integrations: false,
  },
  enterprise: {
    analyses_per_month: -1,
    private_repos: true,
    api_access: true,
    priority_support: true,
    custom_integrations: true,
  },
  // The spec shows no row for admin; an operator needs every feature and no quota.
  admin: {
    analyses_per_month: -1,
    private_repos: true,
    api_access: true,
    priority_support: true,
    custom_integrations: true,
  },
};

export function hasFeature(role: Role, feature: Feature): boolean {
  return allowances[role][feature];
}

export function assertFeature(role: Role, feature: Feature): void {
  if (!hasFeature(role, feature)) {
    throw new AppError("FORBIDDEN", `Your plan does not include ${feature}`, {
      details: { reason: "feature_not_in_plan", feature, role },
    });
  }
}

export function assertRole(role: Role, allowed: readonly Role[]): void {
  if (!allowed.includes(role)) {
    throw new AppError("FORBIDDEN", "Your role may not use this endpoint", {
      details: { reason: "insufficient_role", role },
    });
  }
}
