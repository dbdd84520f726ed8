import { isLocation, on } from "../common/calls";
import type { LanguageModel } from "../types";

const REQUEST = ["HttpServletRequest", "ServletRequest", "HttpServletRequestWrapper"];

/** Jakarta/Javax servlets: request data in, response writer and redirects out. */
export const servletModel: Partial<LanguageModel> = {
  sources: [
    {
      calls: [
        ...on(REQUEST, [
          "getParameter",
          "getParameterValues",
          "getParameterMap",
          "getParameterNames",
          "getHeader",
          "getHeaders",
          "getHeaderNames",
          "getQueryString",
          "getInputStream",
          "getReader",
          "getCookies",
          "getRequestURI",
          "getRequestURL",
          "getPathInfo",
          "getRemoteUser",
          "getPart",
          "getParts",
        ]),
        "Cookie#getValue",
        "Cookie#getName",
        "Part#getInputStream",
        "Part#getSubmittedFileName",
      ],
      label: "the HTTP request",
    },
  ],
  sinks: [
    {
      calls: on(
        ["PrintWriter", "ServletOutputStream", "JspWriter"],
        ["print", "println", "write", "format", "printf", "append"],
      ),
      kind: "xss",
      label: "the HTTP response",
    },
    { calls: ["HttpServletResponse#sendRedirect"], kind: "redirect", label: "a redirect" },
    {
      calls: ["HttpServletResponse#setHeader", "HttpServletResponse#addHeader"],
      kind: "redirect",
      args: [1],
      when: isLocation,
      label: "the Location header",
    },
    {
      calls: ["HttpSession#setAttribute", "HttpSession#putValue"],
      kind: "trust-boundary",
      label: "the HTTP session",
    },
  ],
  returnTypes: {
    "HttpServletResponse#getWriter": "PrintWriter",
    "HttpServletResponse#getOutputStream": "ServletOutputStream",
    "HttpServletRequest#getSession": "HttpSession",
    "#getServletContext": "ServletContext",
    "Cookie#getValue": "String",
    "HttpServletRequest#getCookies": "Cookie[]",
  },
  typeHints: {
    HttpServletRequest: /^(req|request|httpRequest|servletRequest)$/i,
    HttpServletResponse: /^(res|resp|response|httpResponse|servletResponse)$/i,
    HttpSession: /^session$/i,
    PrintWriter: /^(out|writer|pw|printWriter)$/,
    Cookie: /^(cookie|c)$/i,
  },
};
