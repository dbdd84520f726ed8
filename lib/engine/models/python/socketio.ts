import type { LanguageModel } from "../types";

/**
 * Socket.IO servers (Flask-SocketIO, python-socketio): an event handler (`@socketio.on("message")`,
 * `@sio.event`) receives what the client emitted.
 */
export const socketioModel: Partial<LanguageModel> = {
  sources: [{ routeDecorators: /^(socketio|sio)\.(on|event)$/, label: "a Socket.IO message" }],
};
