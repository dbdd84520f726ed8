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

/** JMS: received messages are input; an ObjectMessage's object is deserialized when read. A job scheduler's parameters are input too. */
export const javaMessagingModel: Partial<LanguageModel> = {
  sources: [
    {
      routeDecorators: /^(JmsMessageHandler|JmsListener)$/,
      notInputTypes: JAVA_NOT_INPUT,
      label: "a received JMS message",
    },
    {
      // XXL-JOB: a job handler's parameter is text the scheduling center sends the executor over
      // HTTP, as whoever edits the job wrote it (its documentation's XxlJobHelper.getJobParam).
      calls: ["XxlJobHelper#getJobParam"],
      label: "a scheduled job's parameter",
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
