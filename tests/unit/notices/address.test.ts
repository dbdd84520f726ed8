import { describe, expect, it } from "vitest";
import { resolveNoticeTarget } from "../../../lib/notices/address";

// Notice URLs outside local development: https only, and no name or literal that lands in a
// private, loopback, link-local (metadata), shared, multicast or reserved range.

describe("notice target checks", () => {
  it.each([
    "https://127.0.0.1/hook",
    "https://localhost/hook",
    "https://169.254.169.254/latest/meta-data",
    "https://10.1.2.3/hook",
    "https://172.20.0.1/hook",
    "https://192.168.0.10/hook",
    "https://100.64.0.1/hook",
    "https://0.0.0.0/hook",
    "https://[::1]/hook",
    "https://[fe80::1]/hook",
    "https://[fd00:ec2::254]/hook",
    "https://[::ffff:127.0.0.1]/hook",
    "https://[::ffff:a9fe:a9fe]/hook",
  ])("refuses %s", async (url) => {
    await expect(resolveNoticeTarget(url)).rejects.toThrow(/private|loopback|link-local|reserved|resolve/);
  });

  it.each([
    ["http://203.0.113.9/hook", /https/],
    ["ftp://203.0.113.9/hook", /https/],
    ["https://user:pw@203.0.113.9/hook", /credentials/],
    ["not a url", /not a URL/],
  ])("refuses %s", async (url, reason) => {
    await expect(resolveNoticeTarget(url)).rejects.toThrow(reason);
  });

  it("accepts a public address over https, and connects to the address it checked", async () => {
    const target = await resolveNoticeTarget("https://203.0.113.9:8443/hook");
    expect(target.address).toBe("203.0.113.9");
    expect(target.url.port).toBe("8443");
  });
});
