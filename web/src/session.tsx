import { createContext } from "preact";
import { useContext, useEffect, useState } from "preact/hooks";
import type { getMeRoute } from "../../lib/accounts/routes";
import type { ResponseOf } from "../../lib/http/route";
import { api, onSessionChange, refreshSession, setAccessToken } from "./api";

/** The signed-in person's profile, as GET /api/v1/users/me answers it. */
export type Me = ResponseOf<typeof getMeRoute>;

export interface Session {
  /** `undefined` while the first refresh is under way. */
  me: Me | null | undefined;
  reload: () => Promise<void>;
  signOut: () => Promise<void>;
}

const SessionContext = createContext<Session>({
  me: undefined,
  reload: async () => undefined,
  signOut: async () => undefined,
});

export function useSession(): Session {
  return useContext(SessionContext);
}

export function SessionProvider({ children }: { children: preact.ComponentChildren }) {
  const [me, setMe] = useState<Me | null | undefined>(undefined);

  const reload = async () => {
    try {
      setMe(await api<Me>("/api/v1/users/me"));
    } catch {
      setMe(null);
    }
  };

  useEffect(() => {
    const stop = onSessionChange((signedIn) => {
      if (!signedIn) setMe(null);
    });
    refreshSession().then((signedIn) => (signedIn ? reload() : setMe(null)));
    return stop;
  }, []);

  const signOut = async () => {
    await api("/api/auth/logout", { method: "POST" }).catch(() => undefined);
    setAccessToken(undefined);
    setMe(null);
  };

  return <SessionContext.Provider value={{ me, reload, signOut }}>{children}</SessionContext.Provider>;
}
