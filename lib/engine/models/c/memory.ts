/**
 * Functions that release the memory one of their arguments points to, by name: the argument's
 * position. `delete` is C++'s `delete p` and `delete[] p` as lowered. Allocators that may free
 * (`realloc` with size 0) are left out: whether they free depends on a value.
 */
export const DEALLOCATORS: Readonly<Record<string, number>> = {
  free: 0,
  cfree: 0,
  delete: 0,
  g_free: 0,
  kfree: 0,
  kvfree: 0,
  vfree: 0,
  xmlFree: 0,
  OPENSSL_free: 0,
  CRYPTO_free: 0,
  sqlite3_free: 0,
  av_free: 0,
  curl_free: 0,
  HeapFree: 2,
  LocalFree: 0,
  GlobalFree: 0,
  CoTaskMemFree: 0,
};
