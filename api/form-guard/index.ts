/** Anti-automation for the open forms (./service.ts). */
export { guardFormSend, type GuardedForm } from "./service";
