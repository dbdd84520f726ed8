import type { LanguageModel } from "../types";

const ROUTERS = ["react-router", "react-router-dom", "next/navigation", "next/router", "@remix-run/react"];
const HOOKS = ["useParams", "useSearchParams", "useLocation", "useRouter"];

/**
 * React routers' hooks hand a component the URL's parts (`useParams()`, `useSearchParams()`,
 * Next.js's `useRouter().query`); what reaches `dangerouslySetInnerHTML` is the browser model's sink.
 * Next.js route handlers get a typed `NextRequest` and answer with `NextResponse`.
 */
export const reactModel: Partial<LanguageModel> = {
  sources: [
    { calls: ROUTERS.flatMap((r) => HOOKS.map((h) => `${r}#${h}`)), label: "the URL" },
    {
      // Not `url`: `new URL("/login", request.url)` is the idiom for a same-origin address.
      members: ["nextUrl", "headers", "cookies"].map((m) => `NextRequest.${m}`),
      calls: ["NextRequest#json", "NextRequest#formData", "NextRequest#text"],
      label: "the HTTP request",
    },
  ],
  // `new URL("/login", request.url)`: a fixed path on the address the browser itself asked for.
  sanitizers: [
    {
      calls: ["new URL"],
      kinds: ["redirect"],
      when: (c) =>
        /^\/(?![/\\])/.test(String(c.arg(0)?.constant ?? "")) &&
        /^(req|request)\.(url|nextUrl)$/.test(c.arg(1)?.text ?? ""),
    },
  ],
  sinks: [
    // `createElement("div", { dangerouslySetInnerHTML: { __html: x } })`, JSX written out.
    {
      calls: ["React#createElement", "react#createElement"],
      kind: "xss",
      args: [1],
      fields: ["dangerouslySetInnerHTML"],
      label: "HTML output",
      open: true,
    },
    {
      calls: [
        "NextResponse#redirect",
        "NextResponse#rewrite",
        "next/navigation#redirect",
        "next/navigation#permanentRedirect",
      ],
      kind: "redirect",
      args: [0],
      label: "a redirect",
    },
  ],
};
