import { describe, expect, it } from "vitest";
import { analyzeFiles, detectLanguage } from "../../../lib/engine";
import { templateFor } from "../../../lib/engine/languages/templates";

// Template files: which files are templates of which project language, and how they reach the
// findings when the service hands them in (an archive, or one pasted file with a language).

describe("template files", () => {
  it("belong to the language of the project that renders them", () => {
    expect(templateFor("app/views/users/show.html.erb")).toEqual({ dialect: "erb", language: "ruby" });
    expect(templateFor("resources/views/home.blade.php")).toEqual({ dialect: "blade", language: "php" });
    expect(templateFor("templates/base.html.twig")).toEqual({ dialect: "twig", language: "php" });
    expect(templateFor("Views/Home/Index.cshtml")).toEqual({ dialect: "razor", language: "csharp" });
    expect(templateFor("views/index.ejs")).toEqual({ dialect: "ejs", language: "javascript" });
    expect(templateFor("views/post.hbs")).toEqual({ dialect: "handlebars", language: "javascript" });
    expect(templateFor("src/components/Post.vue")).toEqual({ dialect: "vue", language: "javascript" });
    expect(templateFor("roles/web/templates/site.html.j2")).toEqual({ dialect: "jinja", language: "python" });
    expect(templateFor("app/templates/profile.html", "<p>{{ user.name }}</p>")?.language).toBe("python");
  });

  it("leaves files that render other formats or belong to other engines alone", () => {
    expect(templateFor("app/views/users/show.js.erb")).toBeUndefined();
    expect(templateFor("roles/web/templates/config.yml.j2")).toBeUndefined();
    expect(templateFor("src/app/home/home.component.html", "<p>{{ name }}</p>")).toBeUndefined();
    expect(
      templateFor("web/templates/page.html", "{{ range .Items }}<p>{{ .Name }}</p>{{ end }}"),
    ).toBeUndefined();
    expect(templateFor("public/index.html", "<p>{{ name }}</p>")).toBeUndefined();
  });

  it("are reported in an archive and as one pasted file with the language detected from its name", async () => {
    const content = "<h1><%= @user.name %></h1>\n<div><%== @user.bio %></div>\n";
    const archive = await analyzeFiles([{ path: "app/views/users/show.html.erb", content }], {
      level: "standard",
    });
    expect(archive.findings.map((f) => [f.ruleId, f.startLine, f.cwe])).toEqual([["xss", 2, [79]]]);
    expect(archive.stats.languages).toEqual({ ruby: 2 });
    const language = await detectLanguage(content, "show.html.erb");
    expect(language).toBe("ruby");
    const pasted = await analyzeFiles([{ path: "show.html.erb", content }], { level: "standard", language });
    expect(pasted.findings.map((f) => f.startLine)).toEqual([2]);
  });

  it("are analysed at mini, as at every level", async () => {
    const { findings, stats } = await analyzeFiles(
      [{ path: "views/index.ejs", content: "<div><%- bio %></div>\n" }],
      { level: "mini" },
    );
    expect(findings.map((f) => [f.ruleId, f.startLine])).toEqual([["xss", 1]]);
    expect(stats.filesAnalyzed).toBe(1);
  });
});
