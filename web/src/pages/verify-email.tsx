import { useLocation } from "preact-iso";
import { Page } from "../ui";

const failures: Record<string, string> = {
  token_used: "This verification link was already used. If your address is verified, just sign in.",
  token_expired: "This verification link has expired.",
  token_superseded: "A newer verification link was sent; use the one in the latest e-mail.",
};

/** Where the e-mailed link lands: the API confirms the address, then sends the browser here. */
export function VerifyEmail() {
  const { query } = useLocation();
  if (query.status === "verified") {
    return (
      <Page title="E-mail verified">
        <p class="note ok" role="status">
          Your e-mail address is confirmed. <a href="/sign-in">Sign in</a> to start.
        </p>
      </Page>
    );
  }
  return (
    <Page title="E-mail not verified">
      <p class="note error" role="alert">
        {failures[query.reason ?? ""] ?? "The address could not be verified with this link."}
      </p>
      <p>
        <a href="/sign-in">Sign in</a> to have a new link sent.
      </p>
    </Page>
  );
}
