import type { LanguageModel } from "../types";

/**
 * Pillow's ImageMath evaluates its expression string as Python (reference:
 * pillow.readthedocs.io/en/stable/reference/ImageMath.html; CVE-2022-22817, CVE-2023-50447):
 * `eval` (deprecated in 10.3) and `unsafe_eval` take the expression first, the images and values
 * it names by keyword, which are data. `lambda_eval` takes a function and runs no text.
 */
export const pillowModel: Partial<LanguageModel> = {
  sinks: [
    {
      calls: ["PIL.ImageMath#eval", "PIL.ImageMath#unsafe_eval"],
      kind: "code",
      args: [0],
      keywords: ["expression"],
      label: "an ImageMath expression",
    },
  ],
};
