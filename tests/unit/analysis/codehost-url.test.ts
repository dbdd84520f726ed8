import { describe, expect, it } from "vitest";
import { parseRepositoryUrl } from "../../../lib/adapters/codehost/codehost";

const web = "https://codehost.example";

describe("repository URLs", () => {
  it.each([
    ["https://codehost.example/acme/shop", { owner: "acme", repo: "shop" }],
    ["https://codehost.example/acme/shop.git", { owner: "acme", repo: "shop" }],
    ["https://codehost.example/acme/shop/", { owner: "acme", repo: "shop" }],
    ["https://codehost.example/acme/shop@v1.2.0", { owner: "acme", repo: "shop", ref: "v1.2.0" }],
    [
      "https://codehost.example/acme/shop@feature/login",
      { owner: "acme", repo: "shop", ref: "feature/login" },
    ],
  ])("reads %s", (url, expected) => {
    expect(parseRepositoryUrl(url, web)).toEqual(expected);
  });

  it.each([
    "https://elsewhere.example/acme/shop",
    "http://codehost.example/acme/shop",
    "https://codehost.example.evil.test/acme/shop",
    "https://user:pass@codehost.example/acme/shop",
    "https://codehost.example/acme",
    "https://codehost.example/acme/shop/tree/main",
    "https://codehost.example/ac%20me/shop",
    "https://codehost.example/acme/shop@../../admin",
    "https://codehost.example/acme/shop@a@b",
    "https://codehost.example/acme/shop?x=1",
    "http://169.254.169.254/latest/meta-data",
    "file:///etc/passwd",
    "not a url",
  ])("refuses %s", (url) => {
    expect(parseRepositoryUrl(url, web)).toBeUndefined();
  });
});
