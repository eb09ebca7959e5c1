// A request that got no answer, in words ("connection refused: nothing listens at that address and port"), with the
// code kept after them for a search; undici's own messages ("connect ECONNREFUSED 127.0.0.1:8080") say it twice.

const WORDS: Record<string, string> = {
  ECONNREFUSED: 'connection refused: nothing listens at that address and port',
  ECONNRESET: 'the connection was reset',
  EPIPE: 'the connection closed while the request was sent',
  ENOTFOUND: 'no such host: the name does not resolve',
  EAI_AGAIN: 'the host name could not be resolved just now (DNS)',
  EHOSTUNREACH: 'the host cannot be reached',
  ENETUNREACH: 'the network cannot be reached',
  ETIMEDOUT: 'the connection timed out',
  UND_ERR_CONNECT_TIMEOUT: 'the connection timed out',
  UND_ERR_SOCKET: 'the connection closed before the answer came',
  UND_ERR_HEADERS_TIMEOUT: 'no answer within --request-timeout',
  UND_ERR_BODY_TIMEOUT: 'the answer stopped coming within --request-timeout',
  DEPTH_ZERO_SELF_SIGNED_CERT: "the server's TLS certificate is self-signed: not trusted",
  SELF_SIGNED_CERT_IN_CHAIN: "the server's TLS certificate chain is self-signed: not trusted",
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: "the server's TLS certificate cannot be verified",
  CERT_HAS_EXPIRED: "the server's TLS certificate has expired",
  ERR_TLS_CERT_ALTNAME_INVALID: "the server's TLS certificate is for another host name",
};

/** The error of a request that got no answer, as a user reads it. */
export function networkErrorText(err: unknown): string {
  const e = err as { code?: unknown; name?: unknown; message?: unknown } | undefined;
  const code = typeof e?.code === 'string' ? e.code : undefined;
  const words = code !== undefined ? WORDS[code] : undefined;
  if (words !== undefined) return `${words} (${code})`;
  const message = typeof e?.message === 'string' && e.message !== '' ? e.message : String(err);
  return code !== undefined && !message.includes(code) ? `${message} (${code})` : message;
}
