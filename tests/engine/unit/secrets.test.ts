import { describe, expect, it } from "vitest";
import { scanSecrets, translationCatalog } from "../../../lib/engine/rules/secrets/hardcoded-secret";

// The secret scan judges each candidate by where it stands: documentation and comments show examples.
const assignment = (i: number) => `api_token_${i} = "a8Fk29sLq0PzX7mN4vB${i}"\n`;

describe("secret scan", () => {
  it("skips values in block comments and docstrings, and finds them after", () => {
    const text = [
      "/*\n",
      assignment(1),
      "*/\n",
      assignment(2),
      '"""\n',
      assignment(3),
      '"""\n',
      assignment(4),
      `# ${assignment(5)}`,
    ].join("");
    const found = scanSecrets(text).map((m) => text.slice(m.offset, m.offset + 12));
    expect(found).toEqual(["api_token_2 ", "api_token_4 "]);
  });

  it("keeps one finding per line when a known key format is on it", () => {
    const text = 'aws_secret_key = "AKIAABCDEFGHIJKLMNOP"\n';
    expect(scanSecrets(text)).toHaveLength(1);
  });

  it("reads messages and names assigned to a password's name as what they are", () => {
    const kept = 'db_password = "hunter2000"\n';
    const text = [
      kept,
      "'forgot_password' => 'パスワードをお忘れですか？',\n",
      "const AUTH_PASSWORD_RESET = 'auth_password_reset_request';\n",
    ].join("");
    expect(scanSecrets(text).map((m) => m.offset)).toEqual([0]);
  });

  it("looks only for known key formats in a translation catalog", () => {
    const text = "'password' => 'Passwort',\n'key' => 'AKIAABCDEFGHIJKLMNOP',\n";
    expect(scanSecrets(text)).toHaveLength(2);
    expect(scanSecrets(text, { catalog: true })).toHaveLength(1);
    expect(translationCatalog("lang/de/auth.php")).toBe(true);
    expect(translationCatalog("config/locales/fr.yml")).toBe(true);
    expect(translationCatalog("lang/de_informal/auth.php")).toBe(true);
    expect(translationCatalog("app/Config/database.php")).toBe(false);
    expect(translationCatalog("rules/python/lang/security/audit.py")).toBe(false);
  });

  it("takes time linear in the number of candidates", () => {
    // Each candidate once searched back to the start of the text: 1 MB of them took 26 s.
    const text = Array.from({ length: 20_000 }, (_, i) => assignment(i)).join("");
    const started = performance.now();
    expect(scanSecrets(text)).toHaveLength(20_000);
    expect(performance.now() - started).toBeLessThan(5000);
  });
});
