import { rubyRemovals } from "../common/character-removal";
import { mergeModels } from "../merge";
import type { EntryPointModel } from "../types";
import { rubyCoreModel } from "./core";
import { rubyGemsModel } from "./gems";
import { rubyHttpClientsModel } from "./http-clients";
import { rubyProcessModel } from "./processes";
import { railsModel } from "./rails";
import { sequelModel } from "./sequel";

/**
 * An AWS Lambda handler (`def handler(event:, context:)`) receives the invoking event; a Sinatra
 * route's block (`get "/hello/:name" do |name|`) receives the path's named parts.
 */
export const rubyEntryPoints: EntryPointModel[] = [
  { kind: "signature", params: [/^event$/, /^context$/], exact: true, fromParam: 0, mark: "LambdaEvent" },
  {
    kind: "callback",
    receiver: "",
    methods: /^(get|post|put|patch|delete|options|link|unlink)$/,
    firstArg: /^\//,
    mark: "Sinatra::route",
  },
];

export const rubyModel = mergeModels(
  rubyCoreModel,
  rubyProcessModel,
  railsModel,
  sequelModel,
  rubyHttpClientsModel,
  rubyGemsModel,
  rubyRemovals,
  {
    sources: [
      { paramAnnotations: ["LambdaEvent"], triggerWords: ["event"], label: "the Lambda event" },
      { routeDecorators: /^Sinatra::route$/, label: "a route parameter" },
    ],
  },
);
