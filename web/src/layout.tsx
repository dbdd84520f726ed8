import type { ComponentChildren } from "preact";
import { useLocation } from "preact-iso";
import { useSession } from "./session";

const signedInLinks = [
  { href: "/analyses", label: "Analyses" },
  { href: "/analyses/new", label: "New analysis" },
  { href: "/repositories", label: "Repositories" },
  { href: "/credits", label: "Credits" },
  { href: "/api-keys", label: "API keys" },
  { href: "/notices", label: "Notices" },
  { href: "/profile", label: "Profile" },
];

export function Layout({ children }: { children: ComponentChildren }) {
  const { me, signOut } = useSession();
  const { path, route } = useLocation();
  return (
    <>
      <a class="skip" href="#main">
        Skip to content
      </a>
      <header class="top">
        <a class="brand" href={me ? "/analyses" : "/"}>
          Code Security Analysis
        </a>
        <nav aria-label="Main">
          {me ? (
            <ul>
              {signedInLinks.map((link) => (
                <li key={link.href}>
                  <a href={link.href} aria-current={path === link.href ? "page" : undefined}>
                    {link.label}
                  </a>
                </li>
              ))}
              <li>
                <button
                  type="button"
                  class="link"
                  onClick={async () => {
                    await signOut();
                    route("/sign-in");
                  }}
                >
                  Sign out
                </button>
              </li>
            </ul>
          ) : (
            <ul>
              <li>
                <a href="/sign-in">Sign in</a>
              </li>
              <li>
                <a href="/sign-up">Sign up</a>
              </li>
            </ul>
          )}
        </nav>
      </header>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
    </>
  );
}
