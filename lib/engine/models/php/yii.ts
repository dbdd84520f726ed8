import type { LanguageModel } from "../types";

const YII_INPUT = [
  "get",
  "post",
  "getQueryParam",
  "getBodyParam",
  "getQueryParams",
  "getBodyParams",
  "getRawBody",
  "getCookies",
  "getHeaders",
];

/** Yii 2: `Yii::$app->request`'s readers in (`get` and `post` are Laravel's names too); raw commands out. */
export const yiiModel: Partial<LanguageModel> = {
  sources: [
    {
      calls: [
        ...["getQueryParam", "getBodyParam", "getQueryParams", "getBodyParams", "getRawBody"].map(
          (m) => `Request#${m}`,
        ),
        // Written through the application (`Yii::$app->request->get('id')`), the request has no type.
        ...YII_INPUT.map((m) => `Yii.app.request#${m}`),
      ],
      label: "the HTTP request",
    },
  ],
  sinks: [{ calls: ["*#createCommand"], kind: "sql", args: [0], label: "a SQL command" }],
};
