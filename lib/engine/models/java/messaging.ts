import type { EntryPointModel, LanguageModel } from "../types";
import { JAVA_NOT_INPUT } from "./spring";

/** A JMS listener's `onMessage` is called by the broker with a message another program sent. */
export const javaMessagingEntryPoints: EntryPointModel[] = [
  {
    kind: "method",
    names: /^onMessage$/,
    classes: [{ supers: /^(MessageListener|SessionAwareMessageListener)$/ }],
    with: [],
    without: ["static"],
    mark: "JmsMessageHandler",
  },
];

/** JMS: received messages are input; an ObjectMessage's object is deserialized when read. */
export const javaMessagingModel: Partial<LanguageModel> = {
  sources: [
    {
      routeDecorators: /^(JmsMessageHandler|JmsListener)$/,
      notInputTypes: JAVA_NOT_INPUT,
      label: "a received JMS message",
    },
  ],
  sinks: [
    {
      // Only an ObjectMessage has getObject: a Message it is called on was cast to one.
      calls: ["ObjectMessage#getObject", "ActiveMQObjectMessage#getObject", "Message#getObject"],
      kind: "deserialization",
      args: ["receiver"],
      label: "the message's serialized object",
    },
  ],
};
