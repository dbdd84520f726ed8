// Preloaded into serverless-offline. It hands each Set-Cookie line of a Lambda response to hapi as
// a cookie *value*, attributes included ("v; Path=/; HttpOnly"), which hapi refuses with a 500.
// API Gateway sends such lines as they are; with this, the local stack does the same.
const { Definitions } = require("@hapi/statehood");

const format = Definitions.prototype.format;
Definitions.prototype.format = async function formatKeepingAttributes(cookies, context) {
  const list = cookies === undefined || cookies === null ? [] : [].concat(cookies);
  const withAttributes = list.filter(
    (cookie) => typeof cookie.value === "string" && cookie.value.includes(";"),
  );
  const plain = list.filter((cookie) => !withAttributes.includes(cookie));
  const formatted = plain.length > 0 ? await format.call(this, plain, context) : [];
  return [...withAttributes.map((cookie) => `${cookie.name}=${cookie.value}`), ...formatted];
};
