// Temporary shim so the web tier builds while the API is written (replaced by the API work).
export async function handleApi(_request: Request): Promise<Response> {
  return Response.json({ code: 1, data: null, msg: "unavailable" });
}
export async function prepareDatabase(): Promise<void> {}
export async function closeDatabase(): Promise<void> {}
