import type { LanguageModel } from "../types";

/** Pickle-based loaders of the data and machine-learning libraries, and pickle's own object API. */
export const deserializationModel: Partial<LanguageModel> = {
  sinks: [
    {
      calls: [
        "cloudpickle#loads",
        "cloudpickle#load",
        "jsonpickle#loads",
        "torch.package#PackageImporter",
        "yaml#unsafe_load_all",
      ],
      kind: "deserialization",
      args: [0],
      label: "deserialization",
    },
    {
      calls: ["pickle#Unpickler", "_pickle#Unpickler"],
      kind: "deserialization",
      args: [0],
      label: "deserialization",
    },
    // `weights_only=True` (the default since PyTorch 2.6) reads tensors with a restricted unpickler.
    {
      calls: ["torch#load"],
      kind: "deserialization",
      args: [0],
      keywords: ["f"],
      when: (c) => c.keyword("weights_only")?.constant !== true,
      label: "deserialization",
    },
  ],
};
