import type { LanguageModel } from "../types";

const ROUTE_PARTS = ["params", "queryParams", "paramMap", "queryParamMap", "fragment", "url", "snapshot"];
const TRUST = ["Html", "Style", "Script", "Url", "ResourceUrl"];
const FORMS = ["FormGroup", "FormControl", "FormArray", "AbstractControl", "NgForm", "NgModel"];

/**
 * Angular: the activated route's parameters (through the injected, typed `ActivatedRoute`) and the
 * reactive forms' values in, the `DomSanitizer` bypasses out. AngularJS: `$location`,
 * `$routeParams`, `$stateParams` and the scope's bound form values in, `$sce` trust calls and `angular.element(…).html()` out.
 */
export const angularModel: Partial<LanguageModel> = {
  sources: [
    {
      members: [
        ...ROUTE_PARTS.map((p) => `ActivatedRoute.${p}`),
        ...ROUTE_PARTS.map((p) => `ActivatedRouteSnapshot.${p}`),
        "$routeParams.*",
        "$stateParams.*",
      ],
      calls: ["$location#search", "$location#hash", "$location#url", "$location#absUrl", "$location#path"],
      label: "the route",
    },
    // Reactive forms: what the user typed, read from the form's controls or as they change.
    {
      members: FORMS.flatMap((t) => [`${t}.value`, `${t}.valueChanges`]),
      calls: ["FormGroup#getRawValue", "FormArray#getRawValue"],
      label: "a form value",
    },
    // A controller's `$scope` holds what the view binds to it: `ng-model` writes form fields there.
    { members: ["$scope.*"], label: "a form value bound to the scope" },
  ],
  sinks: [
    {
      calls: TRUST.map((t) => `DomSanitizer#bypassSecurityTrust${t}`),
      kind: "xss",
      args: [0],
      label: "a value trusted as safe HTML",
      open: true,
    },
    {
      calls: [
        "$sce#trustAsHtml",
        "$sce#trustAsJs",
        "$sce#trustAsUrl",
        "$sce#trustAsResourceUrl",
        "$sce#trustAsCss",
      ],
      kind: "xss",
      args: [0],
      label: "a value trusted as safe HTML",
      open: true,
    },
    { calls: ["$sce#trustAs"], kind: "xss", args: [1], label: "a value trusted as safe HTML", open: true },
    // `renderer.setProperty(el, "innerHTML", html)` writes the element's markup as the DOM property does.
    {
      calls: ["Renderer2#setProperty"],
      kind: "xss",
      args: [2],
      when: (c) => ["innerHTML", "outerHTML", "srcdoc"].includes(String(c.arg(1)?.constant ?? "")),
      label: "innerHTML",
      open: true,
    },
  ],
  sanitizers: [{ calls: ["DomSanitizer#sanitize", "$sanitize"], kinds: ["xss"] }],
  // An observable's subscriber receives what it emits (`route.queryParams.subscribe((p) => …)`).
  callbacks: [{ calls: ["*#subscribe"], fn: 0, over: "receiver", applies: "whole", result: "none" }],
  returnTypes: {
    "angular#element": "jQuery",
    ...Object.fromEntries(
      ["FormBuilder", "NonNullableFormBuilder"].flatMap((b) => [
        [`${b}#group`, "FormGroup"],
        [`${b}#control`, "FormControl"],
        [`${b}#array`, "FormArray"],
      ]),
    ),
    "FormGroup#get": "AbstractControl",
    "FormArray#at": "AbstractControl",
  },
  typeHints: {
    DomSanitizer: /^_?(sanitizer|domSanitizer)$/i,
    FormBuilder: /^_?(fb|formBuilder)$/,
    Renderer2: /^_?renderer2?$/i,
    $sce: /^\$sce$/,
    $location: /^\$location$/,
  },
};
