import type { LanguageModel } from "../types";

/** Web Forms pages and controls (System.Web.UI): what each post back brings in, what a page writes raw. */
const WEB_FORMS = /^System\.Web\.UI/;

/**
 * ASP.NET Web Forms. A page's controls are fields of its class declared in the generated designer
 * file, which the analysis does not read: a control the code names without declaring it is known
 * by the ID conventions of Visual Studio's designer (`TextBox1`) and of the Web Forms guidelines
 * (`txtName`, `lblOutput`). The text a user typed or posted back is input (CodeQL's
 * csharp/ql/lib/semmle/code/csharp/security/dataflow/flowsources/Remote.qll: `TextBox.Text`, a
 * hidden field's `Value`); the `Text` of a Label or Literal is written into the page unencoded
 * (learn.microsoft.com/dotnet/api/system.web.ui.webcontrols.label.text: "not HTML encoded").
 */
export const webFormsModel: Partial<LanguageModel> = {
  sources: [
    {
      members: [
        "TextBox.Text",
        "HiddenField.Value",
        "HtmlInputText.Value",
        "HtmlInputHidden.Value",
        "HtmlTextArea.Value",
      ],
      imports: WEB_FORMS,
      label: "a Web Forms control's posted value",
    },
  ],
  assignSinks: [
    { property: "Text", objectType: "Label", kind: "xss", label: "a Web Forms label" },
    { property: "Text", objectType: "Literal", kind: "xss", label: "a Web Forms literal" },
  ],
  typeHints: {
    TextBox: /^(txt[A-Z0-9]\w*|TextBox\d+)$/,
    Label: /^(lbl[A-Z0-9]\w*|Label\d+)$/,
    Literal: /^(lit[A-Z0-9]\w*|Literal\d+)$/,
    HiddenField: /^(hf[A-Z0-9]\w*|hdn[A-Z0-9]\w*|hiddenField\w*|HiddenField\d+)$/,
  },
};
