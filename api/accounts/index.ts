/** The accounts domain as other domains see it: import these, never its inner files. */
