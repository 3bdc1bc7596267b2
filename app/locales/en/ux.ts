/** Login prompts of the student forms, the sale tab, notices. */
export default {
  ux: {
    favSavedAtLogin: "Logged in, and saved to your favourites",
    offers: { title: "Current offers" },
    gate: {
      coop: "Log in to send a house cooperation request.",
      feedback: "Log in to send us your feedback.",
      expired: "Your login has expired. What you typed is kept: log in again to send it.",
      login: "Log in / Register",
    },
  },
};
