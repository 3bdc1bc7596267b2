import type { ZodTypeAny } from "zod";

/**
 * The shape of the web↔API contract. Each endpoint is declared once, keyed by its full path:
 * what it is for (summary, description, tag), who may call it, the form fields it takes and
 * the `data` it answers. The API mounts its handlers against these declarations (the compiler
 * checks each handler's result against the response schema) and documents them in OpenAPI;
 * the web's `callApi(path, fields)` takes its types from them.
 */

/** `required`: a live session `token`, else code 3. `none`: anyone (staff calls check `operatorToken` themselves). */
export type Auth = "none" | "required";

/** An endpoint that answers a file (its media type) instead of the `{ code, data, msg }` envelope. */
export interface FileAnswer {
  file: string;
}

export interface EndpointContract {
  summary: string;
  description?: string;
  tag: string;
  auth: Auth;
  /** The endpoint's own form fields (the shared request fields come on top). */
  body: ZodTypeAny;
  /** `data` of a success, or the file the endpoint answers. */
  response: ZodTypeAny | FileAnswer;
  /** Sent as multipart/form-data (uploads). */
  multipart?: boolean;
}

export type ContractGroup = Record<`/${string}`, EndpointContract>;

/** Declares a group of endpoints; the literal paths stay in the type for the web's calls. */
export function defineContract<const C extends ContractGroup>(group: C): C {
  return group;
}

export function isFileAnswer(response: EndpointContract["response"]): response is FileAnswer {
  return typeof (response as FileAnswer).file === "string";
}
