import type { EntryPointModel, LanguageModel } from "../types";

/** Events a connection raises itself, not messages the other side sends. */
const LIFECYCLE =
  /^(?!(connect|connection|disconnect|disconnecting|error|close|end|open|ping|pong|upgrade|headers|listening|timeout|drain|ready)$)\w/;

/**
 * Socket.IO and ws listeners (`socket.on("chat", (msg) => …)`, `ws.on("message", (data) => …)`)
 * and raw TCP sockets' `data` receive what the client sends.
 */
export const realtimeEntryPoints: EntryPointModel[] = ["socket", "ws", "webSocket", "websocket"].map(
  (receiver) => ({
    kind: "callback",
    receiver,
    methods: /^(on|once|addListener)$/,
    firstArg: LIFECYCLE,
    mark: "SocketMessage",
  }),
);

/**
 * An XML-RPC server (the xmlrpc package) raises each call as an event named after its method
 * (`server.on("blog.getPost", (err, params, callback) => …)`): `params` are the caller's. Method
 * names are dotted, which no server lifecycle event is.
 */
export const rpcEntryPoints: EntryPointModel[] = ["server", "rpcServer", "xmlrpcServer"].map((receiver) => ({
  kind: "callback",
  receiver,
  methods: /^on$/,
  firstArg: /^\w+(\.\w+)+$/,
  mark: "RpcCall",
}));

export const realtimeModel: Partial<LanguageModel> = {
  sources: [
    { routeDecorators: /^SocketMessage$/, label: "a socket message" },
    { routeDecorators: /^RpcCall$/, label: "an XML-RPC call" },
  ],
};
