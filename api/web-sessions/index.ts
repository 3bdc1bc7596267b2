/** The web's session store in the database (the web tier picks Redis instead when REDIS_URL is set). */
export { deleteWebSession, readWebSession, writeWebSession } from "./service";
