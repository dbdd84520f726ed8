import { GetCommand, PutCommand } from "@aws-sdk/lib-dynamodb";
import type { ProviderName } from "../adapters/idp/identity-provider";
import { decryptSecret, encryptSecret } from "../crypto/encryption";
import { db, tableName } from "../db/client";
import { keys } from "./keys";

// A provider's access token, kept server-side only: encrypted and bound to its own item (the
// item's `<pk>/<sk>` is the encryption context), so a copied ciphertext opens nowhere else.

export async function storeProviderToken(userId: string, provider: ProviderName, accessToken: string) {
  const key = keys.providerToken(userId, provider);
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...key,
        provider,
        access_token: encryptSecret(accessToken, `${key.pk}/${key.sk}`),
        updated_at: new Date().toISOString(),
      },
    }),
  );
}

/** The user's token for the code host (from signing in with idp-b), used to read their repositories. */
export async function codeHostTokenOf(userId: string): Promise<string | undefined> {
  const key = keys.providerToken(userId, "idp-b");
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: key }));
  const sealed = Item?.access_token;
  return typeof sealed === "string" ? decryptSecret(sealed, `${key.pk}/${key.sk}`) : undefined;
}

/** What the code host is called with for this user's own reads: their token, when they have one. */
export async function codeHostAccessOf(userId: string): Promise<{ userToken: string } | undefined> {
  const token = await codeHostTokenOf(userId);
  return token ? { userToken: token } : undefined;
}
