import type { LanguageModel } from "../types";
import { JAVA_NOT_INPUT } from "./spring";

/** JAX-RS (Jakarta REST) resource parameters and the request views it injects. */
export const jaxrsModel: Partial<LanguageModel> = {
  sources: [
    {
      paramAnnotations: [
        "QueryParam",
        "PathParam",
        "FormParam",
        "HeaderParam",
        "CookieParam",
        "MatrixParam",
        "BeanParam",
      ],
      // A JAX-RS resource method's parameter without an annotation is the request entity.
      routeDecorators: /^(GET|POST|PUT|DELETE|PATCH|HEAD|OPTIONS)$/,
      notInputTypes: JAVA_NOT_INPUT,
      label: "a JAX-RS request parameter",
    },
    {
      calls: [
        "UriInfo#getQueryParameters",
        "UriInfo#getPathParameters",
        "UriInfo#getRequestUri",
        "UriInfo#getPath",
        "HttpHeaders#getHeaderString",
        "HttpHeaders#getRequestHeader",
        "HttpHeaders#getCookies",
        "ContainerRequestContext#getHeaderString",
        "ContainerRequestContext#getEntityStream",
      ],
      label: "the HTTP request",
    },
  ],
};
