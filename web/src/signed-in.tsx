import type { ComponentChildren } from "preact";
import { useEffect } from "preact/hooks";
import { useLocation } from "preact-iso";
import { useSession } from "./session";

/** Pages that need a signed-in person send everyone else to the sign-in page, which brings them back. */
export function SignedIn({ children }: { children: ComponentChildren }) {
  const { me } = useSession();
  const { route, url } = useLocation();
  useEffect(() => {
    if (me === null) route(`/sign-in?next=${encodeURIComponent(url)}`, true);
  }, [me]);
  if (!me) return <p class="loading">Loading…</p>;
  return <>{children}</>;
}

/** A route component that shows `Component` to signed-in people only; define it once, at module level. */
export function signedInPage(Component: () => preact.JSX.Element | null) {
  return () => (
    <SignedIn>
      <Component />
    </SignedIn>
  );
}

/** Where to go after signing in: the page that asked for it, if it is one of ours (a path, not `//host`). */
export function afterSignIn(next: string | undefined): string {
  return next?.startsWith("/") && !next.startsWith("//") && !next.startsWith("/\\") ? next : "/analyses";
}
